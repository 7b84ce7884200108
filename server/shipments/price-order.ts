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

export type OrderPricing =
  { ok: true; price: OrderPrice } | { ok: false; message: string; field: string };

type PricedParcel = MeasuredParcel & { senderPostalCode: string; recipientPostalCode: string };

/** Prices the parcel for the account with the rating engine, for the one service chosen; the client's figures never count. */
export function priceOrder(
  parcel: PricedParcel,
  serviceCode: string,
  account: PricingAccount,
): OrderPricing {
  const origin = lookupPostalCode(parcel.senderPostalCode);
  if (!origin.found) return { ok: false, message: origin.message, field: 'senderPostalCode' };
  const destination = lookupPostalCode(parcel.recipientPostalCode);
  if (!destination.found)
    return { ok: false, message: destination.message, field: 'recipientPostalCode' };

  const metric = toMetricParcel(parcel);
  const quote = quoteServices(metric, origin.place, destination.place, account).find(
    ({ service }) => service.code === serviceCode,
  );
  if (!quote)
    return { ok: false, message: Messages.serviceNotOffered(serviceCode), field: 'serviceCode' };
  return {
    ok: true,
    price: {
      serviceCode,
      serviceName: quote.service.name,
      etaDays: quote.eta === 'UNAVAILABLE' ? null : quote.eta,
      listPriceCents: quote.listCents,
      discountRate: quote.discountRate,
      priceCents: quote.finalCents,
      chargeableGrams: chargeableGrams(metric),
    },
  };
}
