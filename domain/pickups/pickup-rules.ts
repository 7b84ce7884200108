import { ShipmentMessages as Messages } from '../shipments/messages.ts';
import { vancouverClockAt, type VancouverClock } from './vancouver-date.ts';

/** From 15:00 Vancouver time, today's pickups are full: the earliest date is tomorrow. */
export const SAME_DAY_CUTOFF_HOUR = 15;
/** A driver needs this long to reach a sender: a window must end at least this far from now. */
export const PICKUP_NOTICE_MINUTES = 60;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Pickup times on the Vancouver clock: every 30 minutes from 09:00 to 16:30, plus 17:00 (spec
 * sections 5 and 9).
 */
export const PICKUP_TIME_SLOTS: readonly string[] = [
  ...Array.from(
    { length: 16 },
    (_, index) => `${pad(9 + Math.floor(index / 2))}:${index % 2 ? '30' : '00'}`,
  ),
  '17:00',
];

/** A slot as the form and the messages show it: '13:30' reads '1:30 PM' (spec section 5). */
export function slotLabel(slot: string): string {
  const [hours = 0, minutes = 0] = slot.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${pad(minutes)} ${suffix}`;
}

/** The day after a 'YYYY-MM-DD' date. */
export function nextDate(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The earliest pickup date: today in Vancouver, or tomorrow from 15:00 Vancouver time. */
export function earliestPickupDate(now: Date): string {
  const { date, time } = vancouverClockAt(now);
  return time >= `${pad(SAME_DAY_CUTOFF_HOUR)}:00` ? nextDate(date) : date;
}

/** The slots a pickup window on some date may start and end at. */
export type PickupTimeChoices = { earliest: readonly string[]; latest: readonly string[] };

// 'YYYY-MM-DD HH:MM' strings compare in time order, so a slot on a date compares with a clock.
const onClock = ({ date, time }: VancouverClock) => `${date} ${time}`;

/**
 * The times a pickup window on `date` may start and end at, seen at `now` on the Vancouver
 * clock: it starts no earlier than now, ends at least PICKUP_NOTICE_MINUTES from now, and
 * starts before it ends. Days before today have none; days after today have every slot.
 */
export function pickupTimeChoices(date: string, now: Date): PickupTimeChoices {
  const ready = onClock(vancouverClockAt(now));
  const reachable = onClock(
    vancouverClockAt(new Date(now.getTime() + PICKUP_NOTICE_MINUTES * 60_000)),
  );
  const slotAt = (slot: string) => `${date} ${slot}`;
  const ends = PICKUP_TIME_SLOTS.filter((slot) => slotAt(slot) >= reachable);
  const lastEnd = ends.at(-1) ?? '';
  const earliest = PICKUP_TIME_SLOTS.filter((slot) => slotAt(slot) >= ready && slot < lastEnd);
  const firstStart = earliest[0] ?? lastEnd;
  return { earliest, latest: ends.filter((slot) => slot > firstStart) };
}

export type PickupWindow = { requestedDate: string; earliestTime: string; latestTime: string };
export type PickupWindowProblem = { field: keyof PickupWindow; message: string };

/** The widest window open on `date` at `now`: from the first start to the last end, or null when none is. */
export function widestPickupWindow(
  date: string,
  now: Date,
): Pick<PickupWindow, 'earliestTime' | 'latestTime'> | null {
  const { earliest, latest } = pickupTimeChoices(date, now);
  const [earliestTime] = earliest;
  const latestTime = latest.at(-1);
  return earliestTime && latestTime ? { earliestTime, latestTime } : null;
}

/**
 * A pickup window is a real date no earlier than earliestPickupDate, two slot times, earliest
 * before latest, and a start and end that pickupTimeChoices still offers at `now`.
 */
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
  // From the earliest date on, every day has a window open (pinned by the tests): the lists hold a first slot.
  const choices = pickupTimeChoices(requestedDate, now);
  if (!choices.latest.includes(latestTime)) {
    return {
      field: 'latestTime',
      message: Messages.pickupEndsTooSoon(slotLabel(choices.latest[0]!)),
    };
  }
  if (!choices.earliest.includes(earliestTime)) {
    return {
      field: 'earliestTime',
      message: Messages.pickupStartPassed(slotLabel(choices.earliest[0]!)),
    };
  }
  return null;
}
