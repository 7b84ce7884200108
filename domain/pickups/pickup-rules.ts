import { ShipmentMessages as Messages } from '../common/shipping-messages.ts';
import { bcStatutoryHolidayOn } from './bc-statutory-holidays.ts';
import { vancouverClockAt, type VancouverClock } from '../common/vancouver-date.ts';

/** From 15:00 Vancouver time, today's pickups are full: the earliest date is the next pickup day. */
export const SAME_DAY_CUTOFF_HOUR = 15;
/** A pickup is booked at most this many days after today in Vancouver. */
export const MAX_PICKUP_DAYS_AHEAD = 30;
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

/** The day after a 'YYYY-MM-DD' date, or `days` days after it. */
export function nextDate(date: string, days = 1): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const SUNDAY = 0;

/** Why a date is refused. Here, not in ShipmentMessages: only the pages that book a pickup load them. */
export const PickupDateMessages = {
  closedOnSunday: 'We do not pick up on Sundays. Please choose another pickup date.',
  closedOnHoliday: (holiday: string) =>
    `We do not pick up on ${holiday}, a B.C. statutory holiday. Please choose another pickup date.`,
  tooFarAhead: (latestDate: string) =>
    `Pickups can be booked up to ${MAX_PICKUP_DAYS_AHEAD} days ahead: the latest pickup date is ${latestDate}.`,
} as const;

/** Why drivers do not come on a 'YYYY-MM-DD' day (a Sunday or a BC statutory holiday), or null on a pickup day. */
function closedReason(date: string): string | null {
  if (new Date(`${date}T00:00:00Z`).getUTCDay() === SUNDAY)
    return PickupDateMessages.closedOnSunday;
  const holiday = bcStatutoryHolidayOn(date);
  return holiday ? PickupDateMessages.closedOnHoliday(holiday.name) : null;
}

/** Drivers pick up Monday to Saturday, except on BC statutory holidays. */
export function isPickupDay(date: string): boolean {
  return closedReason(date) === null;
}

/**
 * The earliest pickup date: the first pickup day from today in Vancouver, or from tomorrow
 * from 15:00 Vancouver time.
 */
export function earliestPickupDate(now: Date): string {
  const { date, time } = vancouverClockAt(now);
  let first = time >= `${pad(SAME_DAY_CUTOFF_HOUR)}:00` ? nextDate(date) : date;
  while (!isPickupDay(first)) first = nextDate(first);
  return first;
}

/** The latest date a pickup may be booked for: MAX_PICKUP_DAYS_AHEAD days after today in Vancouver. */
export function latestPickupDate(now: Date): string {
  return nextDate(vancouverClockAt(now).date, MAX_PICKUP_DAYS_AHEAD);
}

/** Every date a pickup may be booked for at `now`: the pickup days from the earliest to the latest date. */
export function pickupDates(now: Date): string[] {
  const latest = latestPickupDate(now);
  const dates: string[] = [];
  for (let date = earliestPickupDate(now); date <= latest; date = nextDate(date)) {
    if (isPickupDay(date)) dates.push(date);
  }
  return dates;
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

/** Why a pickup cannot be booked for `date` at `now`, whatever the times; null if it can. */
function pickupDateProblem(date: string, now: Date): string | null {
  const isRealDate =
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
  if (!isRealDate) return 'Please choose a pickup date.';
  const earliestDate = earliestPickupDate(now);
  if (date < earliestDate) return `The earliest pickup date is ${earliestDate}.`;
  const latestDate = latestPickupDate(now);
  if (date > latestDate) return PickupDateMessages.tooFarAhead(latestDate);
  return closedReason(date);
}

/**
 * A pickup window is a date of pickupDates, two slot times, earliest before latest, and a start
 * and end that pickupTimeChoices still offers at `now`.
 */
export function checkPickupWindow(window: PickupWindow, now: Date): PickupWindowProblem | null {
  const { requestedDate, earliestTime, latestTime } = window;
  const dateProblem = pickupDateProblem(requestedDate, now);
  if (dateProblem) return { field: 'requestedDate', message: dateProblem };
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
