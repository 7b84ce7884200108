import type { PricingAccount } from '#domain/rates/customer-price.ts';
import { chargeableGrams } from '#domain/rates/chargeable-weight.ts';
import { toMetricParcel, type MeasuredParcel } from '#domain/rates/parcel.ts';
import { quoteServices } from '#domain/rates/quote.ts';
import { ShipmentMessages as Messages } from '#domain/shipments/messages.ts';
import { lookupPostalCode } from '../postal/postal-directory.ts';

/** What an order stores of its price: the service, the engine's figures and the billed weight. */
export type OrderPrice = {
  serviceCode: string;
  serviceName: string;
  etaDays: number | null;
  listPriceCents: number;
  discountRate: number;
  priceCents: number;
  chargeableGrams: number;
};

type PricingProblem = { ok: false; message: string; field: string };
export type OrderPricing = { ok: true; price: OrderPrice } | PricingProblem;
export type ServicesPricing = { ok: true; prices: OrderPrice[] } | PricingProblem;

type PricedParcel = MeasuredParcel & { senderPostalCode: string; recipientPostalCode: string };

/** Prices the parcel for the account with the rating engine, for every service that takes it; the client's figures never count. */
export function priceServices(parcel: PricedParcel, account: PricingAccount): ServicesPricing {
  const origin = lookupPostalCode(parcel.senderPostalCode);
  if (!origin.found) return { ok: false, message: origin.message, field: 'senderPostalCode' };
  const destination = lookupPostalCode(parcel.recipientPostalCode);
  if (!destination.found)
    return { ok: false, message: destination.message, field: 'recipientPostalCode' };

  const metric = toMetricParcel(parcel);
  const billedGrams = chargeableGrams(metric);
  const quotes = quoteServices(metric, origin.place, destination.place, account);
  return {
    ok: true,
    prices: quotes.map((quote) => ({
      serviceCode: quote.service.code,
      serviceName: quote.service.name,
      etaDays: quote.eta === 'UNAVAILABLE' ? null : quote.eta,
      listPriceCents: quote.listCents,
      discountRate: quote.discountRate,
      priceCents: quote.finalCents,
      chargeableGrams: billedGrams,
    })),
  };
}

/** Prices the parcel for the account with the rating engine, for the one service chosen. */
export function priceOrder(
  parcel: PricedParcel,
  serviceCode: string,
  account: PricingAccount,
): OrderPricing {
  const pricing = priceServices(parcel, account);
  if (!pricing.ok) return pricing;
  const price = pricing.prices.find((offered) => offered.serviceCode === serviceCode);
  if (!price)
    return { ok: false, message: Messages.serviceNotOffered(serviceCode), field: 'serviceCode' };
  return { ok: true, price };
}
