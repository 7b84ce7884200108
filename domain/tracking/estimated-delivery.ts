import { vancouverDateOf } from '../common/vancouver-date.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day a paid parcel should arrive: its service's transit days counted as business days
 * (Monday to Friday) after the Vancouver calendar day it was paid. Null when the service
 * promises no date or the parcel is not paid yet. Answers 'YYYY-MM-DD'.
 */
export function estimatedDeliveryDate(
  paidAt: Date | null,
  transitDays: number | null,
): string | null {
  if (!paidAt || transitDays === null || transitDays <= 0) return null;
  // A calendar day has no zone: walk it at UTC midnight so no offset moves it.
  let day = new Date(`${vancouverDateOf(paidAt)}T00:00:00Z`);
  let left = transitDays;
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}
