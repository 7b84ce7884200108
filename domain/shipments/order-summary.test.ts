import { describe, expect, it } from 'vitest';
import { chartWeekStarts, dashboardCounters } from './order-summary.ts';

describe('dashboardCounters', () => {
  it('counts spec section 4: Pending, In Transit, Delivered, and every order in Total', () => {
    expect(
      dashboardCounters([
        { status: 'ORDER_CREATED', count: 4 },
        { status: 'LABEL_CREATED', count: 3 },
        { status: 'PICKUP_SCHEDULED', count: 2 },
        { status: 'PICKED_UP', count: 1 },
        { status: 'IN_TRANSIT', count: 5 },
        { status: 'AT_WAREHOUSE', count: 6 },
        { status: 'OUT_FOR_DELIVERY', count: 7 },
        { status: 'SHIPPED', count: 8 },
        { status: 'DELIVERED', count: 9 },
      ]),
    ).toEqual({ total: 45, pending: 5, inTransit: 12, delivered: 9 });
  });

  it('is all zeros without orders', () => {
    expect(dashboardCounters([])).toEqual({ total: 0, pending: 0, inTransit: 0, delivered: 0 });
  });
});

describe('chartWeekStarts', () => {
  it('answers the Mondays of the last weeks, the current one last, and the next Monday', () => {
    // 24 November 2026 is a Tuesday.
    const starts = chartWeekStarts('2026-11-24', 3);
    expect(starts).toEqual(['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']);
  });

  it('takes a Sunday as the end of its week and a Monday as the start of its own', () => {
    expect(chartWeekStarts('2026-11-29', 1)).toEqual(['2026-11-23', '2026-11-30']);
    expect(chartWeekStarts('2026-11-30', 1)).toEqual(['2026-11-30', '2026-12-07']);
  });
});
