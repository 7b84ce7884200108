import { describe, expect, it } from 'vitest';
import { median } from './median.ts';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order, and leaves the input alone', () => {
    const values = [9.08, 8.57, 8.96];
    expect(median(values)).toBe(8.96);
    expect(values).toEqual([9.08, 8.57, 8.96]);
  });

  it('takes the upper middle of an even count, and NaN of nothing', () => {
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBeNaN();
  });
});
