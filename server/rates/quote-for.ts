import { GUEST_PRICING } from '#domain/rates/customer-price.ts';
import type { Rate, RateRequest } from '#domain/rates/schemas.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { findPricingAccount } from './queries.ts';
import { quoteRates } from './quote-rates.ts';

/**
 * The rates of the parcel on the user's account terms, or a guest's (null) first tier; a postal
 * code that cannot be located answers 400 naming it.
 */
export async function quoteRatesFor(
  db: Database,
  userId: string | null,
  request: RateRequest,
  at: Date,
): Promise<Rate[]> {
  const account = (userId ? await findPricingAccount(db, userId, at) : null) ?? GUEST_PRICING;
  const quote = quoteRates(request, account);
  if (!quote.ok) throw badRequest(quote.message, quote.field);
  return quote.rates;
}
