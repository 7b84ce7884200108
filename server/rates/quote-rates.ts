import type { PricingAccount } from '#domain/rates/customer-price.ts';
import { centsToDollars } from '#domain/common/money.ts';
import { toMetricParcel } from '#domain/rates/parcel.ts';
import { quoteServices, type ServiceQuote } from '#domain/rates/quote.ts';
import type { Rate, RateRequest } from '#domain/rates/schemas.ts';
import { lookupPostalCode } from '../postal/postal-directory.ts';

export type RatesQuote =
  | { ok: true; rates: Rate[] }
  | { ok: false; message: string; field: 'originPostalCode' | 'destinationPostalCode' };

/** A priced service as the API answers it: dollars with two decimals. */
function toRate({ service, eta, discountRate, finalCents }: ServiceQuote): Rate {
  return {
    serviceCode: service.code,
    serviceName: service.name,
    eta,
    discountRate,
    finalDue: centsToDollars(finalCents),
  };
}

/** Locates both postal codes and prices, for the account, every service that takes the parcel, cheapest first. */
export function quoteRates(request: RateRequest, account: PricingAccount): RatesQuote {
  const origin = lookupPostalCode(request.originPostalCode);
  if (!origin.found) return { ok: false, message: origin.message, field: 'originPostalCode' };
  const destination = lookupPostalCode(request.destinationPostalCode);
  if (!destination.found)
    return { ok: false, message: destination.message, field: 'destinationPostalCode' };

  const quotes = quoteServices(toMetricParcel(request), origin.place, destination.place, account);
  return { ok: true, rates: quotes.map(toRate) };
}
