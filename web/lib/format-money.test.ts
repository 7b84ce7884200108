import { describe, expect, it } from 'vitest';
import { formatDollars } from './format-money.ts';

describe('formatDollars', () => {
  it.each([
    [20.4, '$20.40'],
    [7, '$7.00'],
    [0, '$0.00'],
    [1234.5, '$1,234.50'],
  ])('shows %d as %s', (amount, shown) => {
    expect(formatDollars(amount)).toBe(shown);
  });
});
