import { ShipmentMessages as Messages } from './messages.ts';

/** Pickups are booked in Vancouver time, where the pickup crews work. */
export const PICKUP_TIME_ZONE = 'America/Vancouver';
/** From 15:00 Vancouver time, today's pickups are full: the earliest date is tomorrow. */
export const SAME_DAY_CUTOFF_HOUR = 15;

const VANCOUVER_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: PICKUP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

const pad = (value: number) => String(value).padStart(2, '0');

/** Pickup times: every 30 minutes from 09:00 to 16:30, plus 17:00 (spec sections 5 and 9). */
export const PICKUP_TIME_SLOTS: readonly string[] = [
  ...Array.from(
    { length: 16 },
    (_, index) => `${pad(9 + Math.floor(index / 2))}:${index % 2 ? '30' : '00'}`,
  ),
  '17:00',
];

/** The day after a 'YYYY-MM-DD' date. */
export function nextDate(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The earliest pickup date: today in Vancouver, or tomorrow from 15:00 Vancouver time. */
export function earliestPickupDate(now: Date): string {
  const parts = Object.fromEntries(
    VANCOUVER_CLOCK.formatToParts(now).map((part) => [part.type, part.value]),
  );
  const today = `${parts.year}-${parts.month}-${parts.day}`;
  return Number(parts.hour) >= SAME_DAY_CUTOFF_HOUR ? nextDate(today) : today;
}

export type PickupWindow = { requestedDate: string; earliestTime: string; latestTime: string };
export type PickupWindowProblem = { field: keyof PickupWindow; message: string };

/** A pickup window is a real date no earlier than earliestPickupDate, two slot times, earliest before latest. */
export function checkPickupWindow(window: PickupWindow, now: Date): PickupWindowProblem | null {
  const { requestedDate, earliestTime, latestTime } = window;
  const isRealDate =
    /^\d{4}-\d{2}-\d{2}$/.test(requestedDate) &&
    new Date(`${requestedDate}T00:00:00Z`).toISOString().startsWith(requestedDate);
  if (!isRealDate) return { field: 'requestedDate', message: 'Please choose a pickup date.' };
  const earliestDate = earliestPickupDate(now);
  if (requestedDate < earliestDate) {
    return { field: 'requestedDate', message: `The earliest pickup date is ${earliestDate}.` };
  }
  for (const field of ['earliestTime', 'latestTime'] as const) {
    if (!PICKUP_TIME_SLOTS.includes(window[field])) {
      return { field, message: 'Please choose a pickup time between 9:00 AM and 5:00 PM.' };
    }
  }
  // Zero-padded HH:MM compares in time order as text.
  if (earliestTime >= latestTime)
    return { field: 'earliestTime', message: Messages.pickupTimesOrder };
  return null;
}
