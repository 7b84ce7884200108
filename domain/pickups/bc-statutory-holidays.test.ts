import { describe, expect, it } from 'vitest';
import { bcStatutoryHolidayOn, bcStatutoryHolidays } from './bc-statutory-holidays.ts';

const datesOf = (year: number) =>
  Object.fromEntries(bcStatutoryHolidays(year).map(({ name, date }) => [name, date]));

describe('bcStatutoryHolidays', () => {
  it('names the eleven holidays in date order', () => {
    expect(bcStatutoryHolidays(2026).map((holiday) => holiday.name)).toEqual([
      "New Year's Day",
      'Family Day',
      'Good Friday',
      'Victoria Day',
      'Canada Day',
      'B.C. Day',
      'Labour Day',
      'National Day for Truth and Reconciliation',
      'Thanksgiving Day',
      'Remembrance Day',
      'Christmas Day',
    ]);
  });

  // 2026 as the province lists it (gov.bc.ca, "Statutory holidays in B.C."; the same dates are
  // published at handsonaccounting.ca/satutory-holidays-bc-2026). In 2027 Easter is March 28 and
  // May 24 is itself the Monday before May 25.
  it.each([
    [2026, '01-01 02-16 04-03 05-18 07-01 08-03 09-07 09-30 10-12 11-11 12-25'],
    [2027, '01-01 02-15 03-26 05-24 07-01 08-02 09-06 09-30 10-11 11-11 12-25'],
  ])('falls in %i on %s', (year, days) => {
    const dates = bcStatutoryHolidays(year).map((holiday) => holiday.date);
    expect(dates.every((date) => date.startsWith(`${year}-`))).toBe(true);
    expect(dates.map((date) => date.slice(5)).join(' ')).toBe(days);
  });

  it('finds Good Friday from Easter in early and late years, across a month', () => {
    expect(datesOf(2024)['Good Friday']).toBe('2024-03-29'); // Easter March 31
    expect(datesOf(2025)['Good Friday']).toBe('2025-04-18'); // Easter April 20
    expect(datesOf(2038)['Good Friday']).toBe('2038-04-23'); // Easter April 25, the latest
    expect(datesOf(2285)['Good Friday']).toBe('2285-03-20'); // Easter March 22, the earliest
  });

  it('moves Canada Day to July 2 when July 1 is a Sunday, and nothing else', () => {
    expect(datesOf(2029)['Canada Day']).toBe('2029-07-02');
    expect(datesOf(2029)['Christmas Day']).toBe('2029-12-25'); // a Tuesday
    expect(datesOf(2027)['Christmas Day']).toBe('2027-12-25'); // a Saturday, not moved
  });
});

describe('bcStatutoryHolidayOn', () => {
  it('names the holiday of a date, and nothing on Christmas Eve, Boxing Day or Easter Monday', () => {
    expect(bcStatutoryHolidayOn('2026-12-25')?.name).toBe('Christmas Day');
    expect(bcStatutoryHolidayOn('2027-01-01')?.name).toBe("New Year's Day");
    for (const date of ['2026-12-24', '2026-12-26', '2026-04-06', '2026-07-02']) {
      expect(bcStatutoryHolidayOn(date), date).toBeUndefined();
    }
  });
});
