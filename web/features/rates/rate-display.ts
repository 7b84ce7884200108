import type { DutiesPayer } from '#domain/customs/customs-declaration.ts';
import type { Rate } from '#domain/rates/schemas.ts';

/** Spec section 9: only rates with a discountRate of 0 or more are shown; a negative one means a contract price above list. */
export function visibleRates(rates: readonly Rate[]): Rate[] {
  return rates.filter((rate) => rate.discountRate >= 0);
}

/** Transit time as shown: "1 day", "3 days", or 'Not available' when the service promises no date. */
export function formatEta(eta: Rate['eta']): string {
  if (eta === 'UNAVAILABLE') return 'Not available';
  return eta === 1 ? '1 day' : `${eta} days`;
}

/** The discount as shown, only when there is one: "Save 50%". */
export function discountLabel(discountRate: number): string | undefined {
  return discountRate > 0 ? `Save ${discountRate}%` : undefined;
}

/** What a rate card says of duties on a parcel across the border: who pays them (issue 34). */
export function dutiesNoteFor(payer: DutiesPayer): string {
  return payer === 'SENDER'
    ? 'Duties and taxes: paid by you (DDP)'
    : 'Duties and taxes: paid by the recipient on delivery';
}
