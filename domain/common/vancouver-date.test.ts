import { describe, expect, it } from 'vitest';
import {
  calendarDayLabel,
  nextCalendarDay,
  vancouverClockAt,
  vancouverDateOf,
  vancouverDayStart,
} from './vancouver-date.ts';

describe('vancouverDateOf', () => {
  it('answers the Vancouver day, not the UTC day', () => {
    // 02:30 UTC on 1 June is 19:30 on 31 May in Vancouver (PDT, UTC-7).
    expect(vancouverDateOf(new Date('2026-06-01T02:30:00Z'))).toBe('2026-05-31');
    expect(vancouverDateOf(new Date('2026-06-01T07:00:00Z'))).toBe('2026-06-01');
  });
});

describe('vancouverClockAt', () => {
  const clockAt = (utc: string) => vancouverClockAt(new Date(utc));

  it('follows PST and PDT until the spring forward of 8 March 2026', () => {
    expect(clockAt('2025-07-01T18:50:00Z')).toEqual({ date: '2025-07-01', time: '11:50' });
    expect(clockAt('2025-11-03T18:50:00Z')).toEqual({ date: '2025-11-03', time: '10:50' });
    expect(clockAt('2026-03-08T09:59:00Z')).toEqual({ date: '2026-03-08', time: '01:59' });
    expect(clockAt('2026-03-08T10:00:00Z')).toEqual({ date: '2026-03-08', time: '03:00' });
  });

  it('keeps UTC-7 from then on: British Columbia no longer falls back on 1 November 2026', () => {
    expect(clockAt('2026-11-01T08:59:00Z')).toEqual({ date: '2026-11-01', time: '01:59' });
    expect(clockAt('2026-11-01T09:00:00Z')).toEqual({ date: '2026-11-01', time: '02:00' });
    expect(clockAt('2026-11-24T21:50:00Z')).toEqual({ date: '2026-11-24', time: '14:50' });
    expect(clockAt('2027-01-15T06:59:00Z')).toEqual({ date: '2027-01-14', time: '23:59' });
  });
});

describe('calendarDayLabel', () => {
  it('names the same day whatever the time zone of the machine', () => {
    expect(calendarDayLabel('2026-11-23')).toBe('Monday, November 23, 2026');
    expect(calendarDayLabel('2027-01-01')).toBe('Friday, January 1, 2027');
  });
});

describe('vancouverDayStart', () => {
  it('is midnight in Vancouver: UTC-8 in a winter before 2026, UTC-7 since March 2026', () => {
    expect(vancouverDayStart('2025-12-15').toISOString()).toBe('2025-12-15T08:00:00.000Z');
    expect(vancouverDayStart('2025-07-01').toISOString()).toBe('2025-07-01T07:00:00.000Z');
    expect(vancouverDayStart('2026-11-24').toISOString()).toBe('2026-11-24T07:00:00.000Z');
  });

  it('handles the days the clocks changed', () => {
    // 9 March 2025 sprang forward at 02:00, after midnight PST; 2 November 2025 fell back at 02:00 PDT.
    expect(vancouverDayStart('2025-03-09').toISOString()).toBe('2025-03-09T08:00:00.000Z');
    expect(vancouverDayStart('2025-11-02').toISOString()).toBe('2025-11-02T07:00:00.000Z');
  });
});

describe('nextCalendarDay', () => {
  it('crosses months and years', () => {
    expect(nextCalendarDay('2026-02-28')).toBe('2026-03-01');
    expect(nextCalendarDay('2026-12-31')).toBe('2027-01-01');
    expect(nextCalendarDay('2026-11-24', -7)).toBe('2026-11-17');
  });
});
