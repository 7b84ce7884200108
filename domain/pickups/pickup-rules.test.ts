import { describe, expect, it } from 'vitest';
import { ShipmentMessages as Messages } from '../common/shipping-messages.ts';
import {
  checkPickupWindow,
  earliestPickupDate,
  isPickupDay,
  latestPickupDate,
  nextDate,
  PICKUP_TIME_SLOTS,
  pickupDates,
  pickupTimeChoices,
  slotLabel,
  widestPickupWindow,
} from './pickup-rules.ts';

// 08:00, 13:50, 14:59 and 15:00 on 10 June 2026 in Vancouver (PDT, UTC-7).
const beforeOpening = new Date('2026-06-10T15:00:00Z');
const at1350 = new Date('2026-06-10T20:50:00Z');
const beforeCutoff = new Date('2026-06-10T21:59:00Z');
const atCutoff = new Date('2026-06-10T22:00:00Z');
const TODAY = '2026-06-10';
const TOMORROW = '2026-06-11';
const ALL_STARTS = PICKUP_TIME_SLOTS.slice(0, -1);
const ALL_ENDS = PICKUP_TIME_SLOTS.slice(1);

/** The slots from `first` to the last one. */
const slotsFrom = (first: string) => PICKUP_TIME_SLOTS.filter((slot) => slot >= first);

describe('PICKUP_TIME_SLOTS', () => {
  it('runs every 30 minutes from 09:00 to 16:30, plus 17:00', () => {
    expect(PICKUP_TIME_SLOTS[0]).toBe('09:00');
    expect(PICKUP_TIME_SLOTS).toContain('12:30');
    expect(PICKUP_TIME_SLOTS.slice(-3)).toEqual(['16:00', '16:30', '17:00']);
    expect(PICKUP_TIME_SLOTS).toHaveLength(17);
  });

  it('reads in 12-hour time', () => {
    expect(PICKUP_TIME_SLOTS.map(slotLabel).slice(0, 2)).toEqual(['9:00 AM', '9:30 AM']);
    expect(['12:00', '12:30', '13:30', '17:00'].map(slotLabel)).toEqual([
      '12:00 PM',
      '12:30 PM',
      '1:30 PM',
      '5:00 PM',
    ]);
  });
});

describe('earliestPickupDate', () => {
  it('is today before 15:00 Vancouver time and tomorrow from 15:00', () => {
    expect(earliestPickupDate(beforeCutoff)).toBe('2026-06-10');
    expect(earliestPickupDate(atCutoff)).toBe('2026-06-11');
  });

  it('uses the Vancouver date, not the UTC one', () => {
    // 02:00 UTC on 11 June is 19:00 on 10 June in Vancouver: past the cutoff, so 11 June.
    expect(earliestPickupDate(new Date('2026-06-11T02:00:00Z'))).toBe('2026-06-11');
    // 09:00 in Vancouver on 31 December (PST, UTC-8).
    expect(earliestPickupDate(new Date('2026-12-31T17:00:00Z'))).toBe('2026-12-31');
  });

  it('moves at 15:00 after the clocks spring forward, and after 1 November 2026', () => {
    // 8 March 2026: 02:00 PST became 03:00 PDT (UTC-7), so 15:00 on the Monday is 22:00 UTC.
    expect(earliestPickupDate(new Date('2026-03-09T21:59:00Z'))).toBe('2026-03-09');
    expect(earliestPickupDate(new Date('2026-03-09T22:00:00Z'))).toBe('2026-03-10');
    // British Columbia keeps UTC-7 since: 15:00 is still 22:00 UTC after 1 November 2026.
    expect(earliestPickupDate(new Date('2026-11-02T21:59:00Z'))).toBe('2026-11-02');
    expect(earliestPickupDate(new Date('2026-11-02T22:00:00Z'))).toBe('2026-11-03');
  });

  // Saturdays are open; Sundays and BC statutory holidays are not. Toronto is UTC-4 in June,
  // Tokyo UTC+9, Vancouver UTC-7.
  it.each([
    ['2026-06-13T17:00:00Z', '2026-06-13', 'Saturday 13 June at 10:00'],
    ['2026-06-13T22:00:00Z', '2026-06-15', 'that Saturday at 15:00, then Sunday'],
    ['2026-03-08T17:00:00Z', '2026-03-09', 'Sunday 8 March, when the clocks sprang forward'],
    ['2026-08-01T21:59:00Z', '2026-08-01', 'Saturday 1 August at 14:59'],
    ['2026-08-01T22:00:00Z', '2026-08-04', 'that Saturday at 15:00, then Sunday and B.C. Day'],
    ['2026-05-16T22:30:00Z', '2026-05-19', 'Saturday 16 May at 15:30, then Victoria Day'],
    ['2026-06-13T03:30:00Z', '2026-06-13', 'Friday 23:30 in Toronto, 20:30 in Vancouver'],
    ['2026-06-14T03:30:00Z', '2026-06-15', 'Saturday 23:30 in Toronto, 20:30 in Vancouver'],
    ['2026-06-14T14:30:00Z', '2026-06-15', 'Sunday 23:30 in Tokyo, 07:30 that Sunday here'],
    ['2026-06-15T14:30:00Z', '2026-06-15', 'Monday 23:30 in Tokyo, 07:30 that Monday here'],
  ])('at %s is the first pickup day, %s (%s)', (instant, expected) => {
    expect(earliestPickupDate(new Date(instant))).toBe(expected);
  });

  it('rolls over months and years', () => {
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
  });
});

describe('pickupDates', () => {
  it('offers the pickup days from the earliest date to 30 days after today', () => {
    // Wednesday 10 June 2026 at 08:00: to Friday 10 July, without Sundays or Canada Day.
    const dates = pickupDates(beforeOpening);
    expect(latestPickupDate(beforeOpening)).toBe('2026-07-10');
    expect(dates[0]).toBe(TODAY);
    expect(dates.at(-1)).toBe('2026-07-10');
    expect(dates).toContain('2026-06-13');
    expect(dates).not.toContain('2026-06-14');
    expect(dates).not.toContain('2026-07-01');
    expect(dates).toHaveLength(31 - 4 - 1);
  });

  it('skips Christmas Day, the Sunday after and New Year’s Day from Christmas Eve on', () => {
    // Thursday 24 December 2026 at 08:00.
    const dates = pickupDates(new Date('2026-12-24T15:00:00Z'));
    expect(dates.slice(0, 7)).toEqual([
      '2026-12-24',
      '2026-12-26',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-02',
    ]);
  });

  it('holds only pickup days', () => {
    for (const date of pickupDates(new Date('2026-09-20T15:00:00Z'))) {
      expect(isPickupDay(date), date).toBe(true);
    }
    expect(isPickupDay('2026-09-30')).toBe(false);
    expect(isPickupDay('2026-10-12')).toBe(false);
  });
});

describe('pickupTimeChoices', () => {
  it('offers every start but 17:00 and every end but 09:00 on a later day', () => {
    expect(pickupTimeChoices(TOMORROW, at1350)).toEqual({
      earliest: ALL_STARTS,
      latest: ALL_ENDS,
    });
    expect(pickupTimeChoices(TODAY, beforeOpening)).toEqual({
      earliest: ALL_STARTS,
      latest: ALL_ENDS,
    });
  });

  it('at 13:50 starts at 14:00 and ends an hour away or later, at 15:00', () => {
    expect(pickupTimeChoices(TODAY, at1350)).toEqual({
      earliest: slotsFrom('14:00').slice(0, -1),
      latest: slotsFrom('15:00'),
    });
  });

  it('keeps a start until its minute has passed, and an end until it is less than an hour away', () => {
    const at = (utc: string) => pickupTimeChoices(TODAY, new Date(`2026-06-10T${utc}Z`));
    // 14:00:59 and 14:01 in Vancouver.
    expect(at('21:00:59')).toMatchObject({ earliest: slotsFrom('14:00').slice(0, -1) });
    expect(at('21:01:00')).toMatchObject({ earliest: slotsFrom('14:30').slice(0, -1) });
    expect(at('21:00:59')).toMatchObject({ latest: slotsFrom('15:00') });
    expect(at('21:01:00')).toMatchObject({ latest: slotsFrom('15:30') });
  });

  it('narrows to one window late in the afternoon, then to none', () => {
    // 15:45 and 16:01 in Vancouver (the date itself is closed by then; see checkPickupWindow).
    expect(pickupTimeChoices(TODAY, new Date('2026-06-10T22:45:00Z'))).toEqual({
      earliest: ['16:00', '16:30'],
      latest: ['17:00'],
    });
    expect(pickupTimeChoices(TODAY, new Date('2026-06-10T23:01:00Z'))).toEqual({
      earliest: [],
      latest: [],
    });
  });

  it('offers nothing on a past day', () => {
    expect(pickupTimeChoices('2026-06-09', beforeOpening)).toEqual({ earliest: [], latest: [] });
  });

  it('reads the Vancouver clock across its changes', () => {
    const startsAndEnds = (first: string, end: string) => ({
      earliest: slotsFrom(first).slice(0, -1),
      latest: slotsFrom(end),
    });
    // 17:50 UTC is 09:50 PST on 7 March and 10:50 PDT on 8 March 2026.
    expect(pickupTimeChoices('2026-03-07', new Date('2026-03-07T17:50:00Z'))).toEqual(
      startsAndEnds('10:00', '11:00'),
    );
    expect(pickupTimeChoices('2026-03-08', new Date('2026-03-08T17:50:00Z'))).toEqual(
      startsAndEnds('11:00', '12:00'),
    );
    // The last fall back, 2 November 2025: 18:50 UTC is 11:50 PDT the day before, 10:50 PST then.
    expect(pickupTimeChoices('2025-11-01', new Date('2025-11-01T18:50:00Z'))).toEqual(
      startsAndEnds('12:00', '13:00'),
    );
    expect(pickupTimeChoices('2025-11-02', new Date('2025-11-02T18:50:00Z'))).toEqual(
      startsAndEnds('11:00', '12:00'),
    );
    // No fall back on 1 November 2026: 18:50 UTC stays 11:50.
    for (const day of ['2026-10-31', '2026-11-01', '2026-11-02']) {
      expect(pickupTimeChoices(day, new Date(`${day}T18:50:00Z`))).toEqual(
        startsAndEnds('12:00', '13:00'),
      );
    }
  });

  it('leaves a window open on the earliest pickup date at every minute of the day', () => {
    // checkPickupWindow names the first open slot in its messages: there must always be one.
    for (const day of ['2026-06-10T07:00:00Z', '2026-03-08T08:00:00Z', '2025-11-02T07:00:00Z']) {
      for (let minute = 0; minute < 25 * 60; minute += 1) {
        const now = new Date(new Date(day).getTime() + minute * 60_000);
        expect(widestPickupWindow(earliestPickupDate(now), now), now.toISOString()).not.toBeNull();
      }
    }
  });
});

describe('widestPickupWindow', () => {
  it('runs from the first start open to 17:00', () => {
    expect(widestPickupWindow(TOMORROW, at1350)).toEqual({
      earliestTime: '09:00',
      latestTime: '17:00',
    });
    expect(widestPickupWindow(TODAY, at1350)).toEqual({
      earliestTime: '14:00',
      latestTime: '17:00',
    });
  });

  it('is null when no window is open', () => {
    expect(widestPickupWindow(TODAY, new Date('2026-06-10T23:01:00Z'))).toBeNull();
  });
});

describe('checkPickupWindow', () => {
  const window = { requestedDate: TODAY, earliestTime: '10:00', latestTime: '12:30' };

  it('accepts a same-day window before the cutoff', () => {
    expect(checkPickupWindow(window, beforeOpening)).toBeNull();
    expect(
      checkPickupWindow({ ...window, earliestTime: '15:00', latestTime: '16:00' }, beforeCutoff),
    ).toBeNull();
  });

  it('refuses today from 15:00 and any past date', () => {
    expect(
      checkPickupWindow({ ...window, earliestTime: '16:00', latestTime: '17:00' }, atCutoff),
    ).toEqual({ field: 'requestedDate', message: 'The earliest pickup date is 2026-06-11.' });
    expect(
      checkPickupWindow({ ...window, requestedDate: '2026-06-09' }, beforeOpening),
    ).toMatchObject({
      field: 'requestedDate',
    });
    expect(
      checkPickupWindow({ ...window, requestedDate: '2026-02-30' }, beforeOpening),
    ).toMatchObject({
      field: 'requestedDate',
    });
  });

  it('refuses a Sunday and a BC statutory holiday, and accepts a Saturday', () => {
    expect(checkPickupWindow({ ...window, requestedDate: '2026-06-14' }, beforeOpening)).toEqual({
      field: 'requestedDate',
      message: 'We do not pick up on Sundays. Please choose another pickup date.',
    });
    expect(checkPickupWindow({ ...window, requestedDate: '2026-07-01' }, beforeOpening)).toEqual({
      field: 'requestedDate',
      message:
        'We do not pick up on Canada Day, a B.C. statutory holiday. Please choose another pickup date.',
    });
    expect(checkPickupWindow({ ...window, requestedDate: '2026-06-13' }, beforeOpening)).toBeNull();
  });

  it('books up to 30 days ahead and not a day more', () => {
    expect(checkPickupWindow({ ...window, requestedDate: '2026-07-10' }, beforeOpening)).toBeNull();
    expect(checkPickupWindow({ ...window, requestedDate: '2026-07-11' }, beforeOpening)).toEqual({
      field: 'requestedDate',
      message: 'Pickups can be booked up to 30 days ahead: the latest pickup date is 2026-07-10.',
    });
    expect(
      checkPickupWindow({ ...window, requestedDate: '2027-06-10' }, beforeOpening)?.field,
    ).toBe('requestedDate');
  });

  it('takes only slot times', () => {
    expect(checkPickupWindow({ ...window, earliestTime: '08:30' }, beforeOpening)?.field).toBe(
      'earliestTime',
    );
    expect(checkPickupWindow({ ...window, latestTime: '17:30' }, beforeOpening)?.field).toBe(
      'latestTime',
    );
    expect(checkPickupWindow({ ...window, latestTime: '10:15' }, beforeOpening)?.field).toBe(
      'latestTime',
    );
    expect(checkPickupWindow({ ...window, latestTime: '17:00' }, beforeOpening)).toBeNull();
  });

  it('needs the earliest time before the latest: an equal start and end is refused too', () => {
    for (const latestTime of ['10:00', '09:30']) {
      expect(checkPickupWindow({ ...window, latestTime }, beforeOpening)).toEqual({
        field: 'earliestTime',
        message: Messages.pickupTimesOrder,
      });
    }
  });

  it('at 13:50 refuses a window that ended, ends within the hour or starts in the past', () => {
    const today = (earliestTime: string, latestTime: string) =>
      checkPickupWindow({ requestedDate: TODAY, earliestTime, latestTime }, at1350);
    const endsTooSoon = { field: 'latestTime', message: Messages.pickupEndsTooSoon('3:00 PM') };
    expect(today('09:00', '09:30')).toEqual(endsTooSoon);
    expect(today('14:00', '14:30')).toEqual(endsTooSoon);
    expect(today('13:30', '17:00')).toEqual({
      field: 'earliestTime',
      message: Messages.pickupStartPassed('2:00 PM'),
    });
    expect(today('14:00', '15:00')).toBeNull();
    expect(
      checkPickupWindow(
        { requestedDate: TOMORROW, earliestTime: '09:00', latestTime: '09:30' },
        at1350,
      ),
    ).toBeNull();
  });
});
