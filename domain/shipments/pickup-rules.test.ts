import { describe, expect, it } from 'vitest';
import { ShipmentMessages as Messages } from './messages.ts';
import {
  checkPickupWindow,
  earliestPickupDate,
  nextDate,
  PICKUP_TIME_SLOTS,
} from './pickup-rules.ts';

// 14:59 and 15:00 on 10 June 2026 in Vancouver (PDT, UTC-7).
const beforeCutoff = new Date('2026-06-10T21:59:00Z');
const atCutoff = new Date('2026-06-10T22:00:00Z');

describe('PICKUP_TIME_SLOTS', () => {
  it('runs every 30 minutes from 09:00 to 16:30, plus 17:00', () => {
    expect(PICKUP_TIME_SLOTS[0]).toBe('09:00');
    expect(PICKUP_TIME_SLOTS).toContain('12:30');
    expect(PICKUP_TIME_SLOTS.slice(-3)).toEqual(['16:00', '16:30', '17:00']);
    expect(PICKUP_TIME_SLOTS).toHaveLength(17);
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

  it('rolls over months and years', () => {
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
  });
});

describe('checkPickupWindow', () => {
  const window = { requestedDate: '2026-06-10', earliestTime: '10:00', latestTime: '12:30' };

  it('accepts a same-day window before the cutoff', () => {
    expect(checkPickupWindow(window, beforeCutoff)).toBeNull();
  });

  it('refuses today from 15:00 and any past date', () => {
    expect(checkPickupWindow(window, atCutoff)).toMatchObject({ field: 'requestedDate' });
    expect(
      checkPickupWindow({ ...window, requestedDate: '2026-06-09' }, beforeCutoff),
    ).toMatchObject({
      field: 'requestedDate',
    });
    expect(
      checkPickupWindow({ ...window, requestedDate: '2026-02-30' }, beforeCutoff),
    ).toMatchObject({
      field: 'requestedDate',
    });
  });

  it('takes only slot times', () => {
    expect(checkPickupWindow({ ...window, earliestTime: '08:30' }, beforeCutoff)?.field).toBe(
      'earliestTime',
    );
    expect(checkPickupWindow({ ...window, latestTime: '17:30' }, beforeCutoff)?.field).toBe(
      'latestTime',
    );
    expect(checkPickupWindow({ ...window, latestTime: '10:15' }, beforeCutoff)?.field).toBe(
      'latestTime',
    );
    expect(checkPickupWindow({ ...window, latestTime: '17:00' }, beforeCutoff)).toBeNull();
  });

  it('needs the earliest time before the latest', () => {
    for (const latestTime of ['10:00', '09:30']) {
      expect(checkPickupWindow({ ...window, latestTime }, beforeCutoff)).toEqual({
        field: 'earliestTime',
        message: Messages.pickupTimesOrder,
      });
    }
  });
});
