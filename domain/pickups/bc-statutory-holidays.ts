/**
 * British Columbia's statutory holidays, computed for any year from the rules of the Employment
 * Standards Act as the province lists them: "Statutory holidays in B.C.",
 * https://www2.gov.bc.ca/gov/content/employment-business/employment-standards-advice/employment-standards/statutory-holidays
 * (the 2026 and 2027 dates are worked out in the test beside this file). Easter Monday and Boxing
 * Day are not on that list. A holiday that falls on a weekend moves nowhere, except Canada Day,
 * which the Holidays Act moves to July 2 when July 1 is a Sunday.
 */

/** A statutory holiday: its 'YYYY-MM-DD' date and its name. */
export type StatutoryHoliday = { date: string; name: string };

const MONDAY = 1;
const SUNDAY = 0;

/** A 'YYYY-MM-DD' date from a year, a month counted from 1 and a day of that month. */
function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

const weekdayOf = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** The `nth` Monday of a month: the 3rd Monday of February 2026 is the 16th. */
function nthMonday(year: number, month: number, nth: number): string {
  const firstMonday = 1 + ((MONDAY - weekdayOf(year, month, 1) + 7) % 7);
  return isoDate(year, month, firstMonday + (nth - 1) * 7);
}

/** The last Monday before a day of a month: the one before May 25, 2026 (a Monday) is May 18. */
function mondayBefore(year: number, month: number, day: number): string {
  const daysBack = (weekdayOf(year, month, day) - MONDAY + 7) % 7 || 7;
  return isoDate(year, month, day - daysBack);
}

/**
 * Easter Sunday in the Gregorian calendar (the anonymous algorithm of Meeus, "Astronomical
 * Algorithms", ch. 8): April 5, 2026 and March 28, 2027.
 */
function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** BC's eleven statutory holidays of `year`, in date order. */
export function bcStatutoryHolidays(year: number): StatutoryHoliday[] {
  const easter = easterSunday(year);
  const canadaDayFallsOnSunday = weekdayOf(year, 7, 1) === SUNDAY;
  return [
    { date: isoDate(year, 1, 1), name: "New Year's Day" },
    { date: nthMonday(year, 2, 3), name: 'Family Day' },
    { date: isoDate(year, easter.month, easter.day - 2), name: 'Good Friday' },
    { date: mondayBefore(year, 5, 25), name: 'Victoria Day' },
    { date: isoDate(year, 7, canadaDayFallsOnSunday ? 2 : 1), name: 'Canada Day' },
    { date: nthMonday(year, 8, 1), name: 'B.C. Day' },
    { date: nthMonday(year, 9, 1), name: 'Labour Day' },
    { date: isoDate(year, 9, 30), name: 'National Day for Truth and Reconciliation' },
    { date: nthMonday(year, 10, 2), name: 'Thanksgiving Day' },
    { date: isoDate(year, 11, 11), name: 'Remembrance Day' },
    { date: isoDate(year, 12, 25), name: 'Christmas Day' },
  ];
}

/** The BC statutory holiday on a 'YYYY-MM-DD' date, or undefined on any other day. */
export function bcStatutoryHolidayOn(date: string): StatutoryHoliday | undefined {
  return bcStatutoryHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date);
}
