const VANCOUVER_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Vancouver',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Vancouver, where the business runs, as 'YYYY-MM-DD'. */
export function vancouverDateOf(at: Date): string {
  const parts = Object.fromEntries(
    VANCOUVER_DAY.formatToParts(at).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
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
