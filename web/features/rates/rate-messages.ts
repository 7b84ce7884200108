import { ApiRequestError } from '../../lib/api-client.ts';

/** The rate errors of spec section 8, word for word. */
export const RateMessages = {
  noRates: "Couldn't find any shipping rates. Please validate your input values.",
  failed: 'Failed to get shipping rate. Please try again.',
} as const;

/**
 * What a failed quote says: a 400 carries the server's reason, which names the postal code it
 * could not place; anything else (server down, bad answer) gets the spec's generic message.
 */
export function rateErrorMessage(error: Error): string {
  return error instanceof ApiRequestError && error.status === 400
    ? error.message
    : RateMessages.failed;
}
