import { describe, expect, it } from 'vitest';
import { code128Symbol } from './code128-bars.ts';

describe('code128Symbol', () => {
  it('encodes a tracking number as bars within the symbol, starting and ending on a bar', () => {
    const { bars, modules } = code128Symbol('MP123456785CA');
    // 13 characters of 11 modules (start B, M, P, code C, four digit pairs, code B, 5, C, A, check), then the 13-module stop.
    const characters = 13;
    expect(modules).toBe(11 * characters + 13);
    expect(bars[0]?.start).toBe(0);
    const last = bars.at(-1);
    expect(last && last.start + last.width).toBe(modules);
    // Code 128 has three bars in every 11-module character and four in the stop pattern.
    expect(bars).toHaveLength(3 * characters + 4);
  });
});
