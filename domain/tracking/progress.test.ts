import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../shipments/order-status.ts';
import { progressOf, statusLabel } from './progress.ts';

describe('progressOf', () => {
  it.each([
    ['ORDER_CREATED', 0, 25],
    ['LABEL_CREATED', 0, 25],
    ['SHIPPED', 0, 25],
    ['IN_TRANSIT', 1, 50],
    ['PICKUP_SCHEDULED', 1, 50],
    ['AT_WAREHOUSE', 1, 50],
    ['OUT_FOR_DELIVERY', 2, 75],
    ['PICKED_UP', 2, 75],
    ['DELIVERED', 3, 100],
  ])('follows spec section 4 for %s: step %i, %i %%', (status, step, percent) => {
    expect(progressOf(status)).toEqual({ step, percent });
  });

  it('puts an unknown or missing status at step 0, 25 %', () => {
    expect(progressOf('LOST_IN_SPACE')).toEqual({ step: 0, percent: 25 });
    expect(progressOf(null)).toEqual({ step: 0, percent: 25 });
    expect(progressOf('__proto__')).toEqual({ step: 0, percent: 25 });
  });
});

describe('statusLabel', () => {
  it('title-cases with underscores as spaces', () => {
    expect(statusLabel('OUT_FOR_DELIVERY')).toBe('Out For Delivery');
    expect(statusLabel('DELIVERED')).toBe('Delivered');
    expect(ORDER_STATUSES.map(statusLabel)).not.toContain('Unknown');
  });

  it("shows 'Unknown' for a missing status", () => {
    expect(statusLabel(undefined)).toBe('Unknown');
    expect(statusLabel('')).toBe('Unknown');
  });
});
