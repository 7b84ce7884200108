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
