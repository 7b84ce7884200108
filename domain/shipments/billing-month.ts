const VANCOUVER_MONTH = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Vancouver',
  year: 'numeric',
  month: '2-digit',
});

/** The monthly invoice a charge belongs to: its month in Vancouver time, as 'YYYY-MM'. */
export function billingMonthOf(at: Date): string {
  const parts = Object.fromEntries(
    VANCOUVER_MONTH.formatToParts(at).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}`;
}
