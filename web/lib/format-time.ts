const dateTime = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 24, 2026, 5:42 p.m.' in the reader's own time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
