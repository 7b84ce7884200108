const calendarDay = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' });

/** 'Nov 24, 2026': the day of an instant, in the reader's own time zone. */
export function formatDay(iso: string): string {
  return calendarDay.format(new Date(iso));
}
