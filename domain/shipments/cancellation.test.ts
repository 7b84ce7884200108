import { describe, expect, it } from 'vitest';
import { refundRetryDelayMs } from './cancellation.ts';

const MINUTE = 60_000;

describe('refundRetryDelayMs', () => {
  it('asks again 5 minutes after the first try, then doubles the wait', () => {
    expect(refundRetryDelayMs(1)).toBe(5 * MINUTE);
    expect(refundRetryDelayMs(2)).toBe(10 * MINUTE);
    expect(refundRetryDelayMs(3)).toBe(20 * MINUTE);
    expect(refundRetryDelayMs(9)).toBe(1280 * MINUTE);
  });

  it('waits a day at most', () => {
    expect(refundRetryDelayMs(10)).toBe(24 * 60 * MINUTE);
    expect(refundRetryDelayMs(60)).toBe(24 * 60 * MINUTE);
  });

  it('counts a refund never tried (a crash before the provider was asked) as a first', () => {
    expect(refundRetryDelayMs(0)).toBe(5 * MINUTE);
  });
});
