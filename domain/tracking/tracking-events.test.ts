import { describe, expect, it } from 'vitest';
import type { PickupWindow } from '../pickups/pickup-rules.ts';
import { pickupScheduledDescription } from './tracking-events.ts';

describe('pickupScheduledDescription', () => {
  // The tracking page's own formats: 'Nov 25, 2026' and a 12-hour clock with a.m. and p.m.
  it.each<[PickupWindow, string]>([
    [
      { requestedDate: '2026-11-25', earliestTime: '09:00', latestTime: '12:00' },
      'Pickup scheduled for Nov 25, 2026, between 9:00 a.m. and 12:00 p.m. (Vancouver time)',
    ],
    [
      { requestedDate: '2027-01-04', earliestTime: '13:30', latestTime: '17:00' },
      'Pickup scheduled for Jan 4, 2027, between 1:30 p.m. and 5:00 p.m. (Vancouver time)',
    ],
  ])('writes the window %j as %j', (window, expected) => {
    expect(pickupScheduledDescription(window)).toBe(expected);
  });
});
