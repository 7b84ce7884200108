import type { PricingAccount } from '#domain/rates/customer-price.ts';
import { chargeableGrams } from '#domain/rates/chargeable-weight.ts';
import { toMetricParcel, type MeasuredParcel } from '#domain/rates/parcel.ts';
import { quoteServices } from '#domain/rates/quote.ts';
import { ShipmentMessages as Messages } from '#domain/common/shipping-messages.ts';
import { checkPlace } from '../postal/place-agreement.ts';
import type { PostalPlace } from '../postal/postal-directory.ts';

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

type PricedParcel = MeasuredParcel & {
  senderProvince: string;
  senderPostalCode: string;
  recipientProvince: string;
  recipientPostalCode: string;
};

type LocatedParties = { ok: true; origin: PostalPlace; destination: PostalPlace };

/** Both addresses located by their postal codes, or the first part of them the postal data contradicts. */
function locateParties(parcel: PricedParcel): LocatedParties | PricingProblem {
  const origin = checkPlace({
    province: parcel.senderProvince,
    postalCode: parcel.senderPostalCode,
  });
  if (!origin.ok) return { ...origin, field: `sender${capitalized(origin.field)}` };
  const destination = checkPlace({
    province: parcel.recipientProvince,
    postalCode: parcel.recipientPostalCode,
  });
  if (!destination.ok)
    return { ...destination, field: `recipient${capitalized(destination.field)}` };
  return { ok: true, origin: origin.place, destination: destination.place };
}

const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** Prices the parcel for the account with the rating engine, for every service that takes it; the client's figures never count. */
export function priceServices(parcel: PricedParcel, account: PricingAccount): ServicesPricing {
  const parties = locateParties(parcel);
  if (!parties.ok) return parties;

  const metric = toMetricParcel(parcel);
  const billedGrams = chargeableGrams(metric);
  const quotes = quoteServices(metric, parties.origin, parties.destination, account);
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
