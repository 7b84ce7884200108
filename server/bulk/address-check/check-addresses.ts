import type { FastifyBaseLogger } from 'fastify';
import {
  addressCheckLine,
  addressCheckResult,
  failedAddressCheck,
} from '#domain/bulk/address-check.ts';
import { BulkImportMessages } from '#domain/bulk/import-messages.ts';
import type { AddressCheckResult, AddressToCheck } from '#domain/bulk/schemas.ts';
import { GeoServiceError, type GeoProvider } from '../../providers/geo/geo-provider.ts';

/** How calls to the geocoder are spaced: a hosted one is paced and retried; the embedded one answers at once. */
export type GeocoderPacing = {
  /** The pause before each geocoder call after the first. */
  pauseMs: number;
  /** Tries per address before giving up. */
  attempts: number;
  /** The wait after the nth failed try (from 0) is 2^n times this. */
  backoffMs: number;
};

/** Spec section 9 (Bulk): 300 ms between recipients, 3 tries, backoff 2^n x 500 ms. */
export const HOSTED_GEOCODER_PACING: GeocoderPacing = { pauseMs: 300, attempts: 3, backoffMs: 500 };

/** The embedded provider reads local data and has no quota: no pause, and retries at once. */
export const EMBEDDED_GEOCODER_PACING: GeocoderPacing = { pauseMs: 0, attempts: 3, backoffMs: 0 };

// Google's statuses for a refusal that may pass on a later try: over the quota per second, or
// its own server error ("The request may succeed if you try again").
const TRANSIENT_STATUSES = new Set(['OVER_QUERY_LIMIT', 'UNKNOWN_ERROR']);
const DENIED_STATUS = 'REQUEST_DENIED';

export type AddressCheckDependencies = {
  geo: GeoProvider;
  pacing: GeocoderPacing;
  /** Waits; tests record the waits instead. */
  sleep: (milliseconds: number) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/** How to pace a geocoder: a hosted one over the network is paced and retried (spec section 9). */
export const geocoderPacing = (hosted: boolean): GeocoderPacing =>
  hosted ? HOSTED_GEOCODER_PACING : EMBEDDED_GEOCODER_PACING;

/** Waits on a timer. */
export const timerSleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * Checks each address with the geocoder (spec section 5), one call per distinct address line,
 * in order: an identical line takes the earlier result. A hosted geocoder is paced and a failed
 * call retried with backoff; after the last try the address is 'Failed to validate address
 * after multiple attempts'. A denied request is not retried ('Failed to validate address'): the
 * key or its restrictions are wrong, which the log says for the operator.
 */
export async function checkAddresses(
  addresses: readonly AddressToCheck[],
  { geo, pacing, sleep, log }: AddressCheckDependencies,
): Promise<AddressCheckResult[]> {
  const wait = async (milliseconds: number) => {
    if (milliseconds > 0) await sleep(milliseconds);
  };

  async function checkLine(line: string): Promise<AddressCheckResult> {
    for (let attempt = 0; attempt < pacing.attempts; attempt += 1) {
      if (attempt > 0) await wait(2 ** (attempt - 1) * pacing.backoffMs);
      try {
        const answer = await geo.geocode(line);
        if (answer.status === DENIED_STATUS) {
          log.warn('the geocoder denied an address check: check its key and restrictions');
          return failedAddressCheck(BulkImportMessages.addressCheckFailed);
        }
        if (!TRANSIENT_STATUSES.has(answer.status)) return addressCheckResult(answer);
        log.warn({ status: answer.status, attempt }, 'the geocoder refused an address check');
      } catch (error) {
        if (!(error instanceof GeoServiceError)) throw error;
        log.warn({ reason: error.message, attempt }, 'the geocoder failed an address check');
      }
    }
    return failedAddressCheck(BulkImportMessages.addressCheckGaveUp);
  }

  const checked = new Map<string, AddressCheckResult>();
  const results: AddressCheckResult[] = [];
  for (const address of addresses) {
    const line = addressCheckLine(address);
    let result = checked.get(line);
    if (!result) {
      if (checked.size > 0) await wait(pacing.pauseMs);
      result = await checkLine(line);
      checked.set(line, result);
    }
    results.push(result);
  }
  return results;
}
