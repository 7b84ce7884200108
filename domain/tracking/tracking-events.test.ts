import { describe, expect, it } from 'vitest';
import { pickupScheduledDescription } from './tracking-events.ts';

describe('pickupScheduledDescription', () => {
  it('writes the day and the window as the tracking page writes its times: 12-hour, a.m. and p.m.', () => {
    expect(
      pickupScheduledDescription({
        requestedDate: '2026-11-25',
        earliestTime: '09:00',
        latestTime: '12:00',
      }),
    ).toBe('Pickup scheduled for Nov 25, 2026, between 9:00 a.m. and 12:00 p.m. (Vancouver time)');
    expect(
      pickupScheduledDescription({
        requestedDate: '2027-01-04',
        earliestTime: '13:30',
        latestTime: '17:00',
      }),
    ).toBe('Pickup scheduled for Jan 4, 2027, between 1:30 p.m. and 5:00 p.m. (Vancouver time)');
  });
});
