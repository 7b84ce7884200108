// The reader's own clock, with its zone named: a parcel crosses zones, the reader does not.
const readerTime = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A moment of a parcel's journey, on the reader's clock with its zone named. */
export function formatReaderTime(iso: string): string {
  return readerTime.format(new Date(iso));
}

const readerDay = new Intl.DateTimeFormat('en-CA', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** The day of a moment of a parcel's journey on the reader's calendar: 'Friday, November 20, 2026'. */
export function formatReaderDay(iso: string): string {
  return readerDay.format(new Date(iso));
}
