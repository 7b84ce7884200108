import { normalizeTrackingNumber } from '#domain/tracking/tracking-number.ts';

/**
 * The numbers of a scan session, in scan order, each once: a scanner that reads a label twice
 * adds nothing. Answers the new list, or the same list when the number is blank or already in it.
 */
export function addScannedNumber(list: readonly string[], typed: string): readonly string[] {
  const number = normalizeTrackingNumber(typed);
  if (number === '' || list.includes(number)) return list;
  return [...list, number];
}
