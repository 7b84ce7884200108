import { RatesResponseSchema, type Rate, type RateRequest } from '#domain/rates/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * POST /web/rates: the services that take the parcel, cheapest first, or ApiRequestError.
 * The spec says rates sometimes arrive under data.rates; our server always answers { rates }.
 */
export async function fetchRates(request: RateRequest): Promise<Rate[]> {
  const { rates } = await apiRequest('/web/rates', RatesResponseSchema, { body: request });
  return rates;
}
