import { describe, expect, it } from 'vitest';
import { calendarDayLabel, vancouverDateOf } from './vancouver-date.ts';

describe('vancouverDateOf', () => {
  it('answers the Vancouver day, not the UTC day', () => {
    // 02:30 UTC on 1 June is 19:30 on 31 May in Vancouver (PDT, UTC-7).
    expect(vancouverDateOf(new Date('2026-06-01T02:30:00Z'))).toBe('2026-05-31');
    expect(vancouverDateOf(new Date('2026-06-01T07:00:00Z'))).toBe('2026-06-01');
  });
});

describe('calendarDayLabel', () => {
  it('names the same day whatever the time zone of the machine', () => {
    expect(calendarDayLabel('2026-11-23')).toBe('Monday, November 23, 2026');
    expect(calendarDayLabel('2027-01-01')).toBe('Friday, January 1, 2027');
  });
});
