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
