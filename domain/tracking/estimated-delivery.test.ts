import { describe, expect, it } from 'vitest';
import { estimatedDeliveryDate } from './estimated-delivery.ts';

describe('estimatedDeliveryDate', () => {
  it('counts transit days as business days after the Vancouver day of payment', () => {
    // Tuesday 24 November 2026, 10:00 in Vancouver.
    expect(estimatedDeliveryDate(new Date('2026-11-24T17:00:00Z'), 1)).toBe('2026-11-25');
    // Friday: two business days skip the weekend.
    expect(estimatedDeliveryDate(new Date('2026-11-27T17:00:00Z'), 2)).toBe('2026-12-01');
  });

  it('takes the Vancouver day, not the UTC one, late in the evening', () => {
    // 06:00 UTC on Wednesday is still Tuesday 23:00 in Vancouver.
    expect(estimatedDeliveryDate(new Date('2026-11-25T06:00:00Z'), 1)).toBe('2026-11-25');
  });

  it('promises nothing without a payment or without transit days', () => {
    expect(estimatedDeliveryDate(null, 3)).toBeNull();
    expect(estimatedDeliveryDate(new Date('2026-11-24T17:00:00Z'), null)).toBeNull();
  });
});
