const clockIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
const VANCOUVER_CLOCK = clockIn('America/Vancouver');
// 'Etc/GMT+7' is UTC-7: POSIX names count hours west of Greenwich as positive.
const PACIFIC_TIME_CLOCK = clockIn('Etc/GMT+7');
/**
 * British Columbia's last clock change: from the spring forward of 8 March 2026 (02:00 PST, 10:00
 * UTC) it keeps UTC-7 all year, named Pacific Time (https://news.gov.bc.ca/releases/2026AG0013-000209;
 * in the tz database after release 2026a). Runtimes with older time-zone data, Node 20 and
 * Debian 12 among them, still fall back to UTC-8 on 1 November 2026 and would disagree by an hour
 * with browsers that have newer data: from this instant on, the offset is ours, not the runtime's.
 */
const PERMANENT_PACIFIC_TIME_FROM = new Date('2026-03-08T10:00:00Z');

/** An instant on the clocks of Vancouver, where the business runs: 'YYYY-MM-DD' and 'HH:MM'. */
export type VancouverClock = { date: string; time: string };

/**
 * The Vancouver calendar day and wall-clock time of an instant: PST and PDT until 8 March 2026,
 * UTC-7 from then on, whatever the time zone of the machine and the age of its time-zone data.
 */
export function vancouverClockAt(at: Date): VancouverClock {
  const clock = at >= PERMANENT_PACIFIC_TIME_FROM ? PACIFIC_TIME_CLOCK : VANCOUVER_CLOCK;
  const parts = Object.fromEntries(clock.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The calendar day of an instant in Vancouver, where the business runs, as 'YYYY-MM-DD'. */
export function vancouverDateOf(at: Date): string {
  return vancouverClockAt(at).date;
}

// A calendar day has no time zone: read and write it at UTC midnight so no offset moves it.
const CALENDAR_DAY_LABEL = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** A 'YYYY-MM-DD' calendar day as people read it: 'Monday, November 23, 2026'. */
export function calendarDayLabel(date: string): string {
  return CALENDAR_DAY_LABEL.format(new Date(`${date}T00:00:00Z`));
}

/** The calendar day after a 'YYYY-MM-DD' day: '2026-03-01' after '2026-02-28'. */
export function nextCalendarDay(date: string, days = 1): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * The instant a Vancouver calendar day ('YYYY-MM-DD') starts: midnight there, 07:00 UTC
 * (UTC-7, all year since March 2026 and summers before) or 08:00 UTC (winters before).
 */
export function vancouverDayStart(date: string): Date {
  const summer = new Date(`${date}T07:00:00Z`);
  const clock = vancouverClockAt(summer);
  return clock.date === date && clock.time === '00:00' ? summer : new Date(`${date}T08:00:00Z`);
}
