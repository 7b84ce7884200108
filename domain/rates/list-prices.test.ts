import { describe, expect, it } from 'vitest';
import { listPriceCents } from './list-prices.ts';

describe('listPriceCents', () => {
  it('prices 2 kg Vancouver to Toronto (zone 5) at $35 Ground: $26 + 2 x $4.50', () => {
    expect(listPriceCents('GROUND', 5, 2_000)).toBe(3500);
  });

  it('scales by speed, rounding the fee to a whole dollar, halves up', () => {
    expect(listPriceCents('EXPEDITED', 5, 2_000)).toBe(5100); // $50.75
    expect(listPriceCents('PRIORITY', 5, 2_000)).toBe(7400); // $73.50, a half
    expect(listPriceCents('NEXT_DAY', 1, 2_000)).toBe(1700); // $16.64
    expect(listPriceCents('SECOND_DAY', 1, 2_000)).toBe(1200); // $11.52
  });

  it('rounds down under the half: 1.4 kg local Ground is $12.26, so $12', () => {
    expect(listPriceCents('GROUND', 1, 1_400)).toBe(1200);
  });

  it('charges per chargeable gram, not per whole kilogram: 0.1 kg more is 45 cents in zone 5', () => {
    expect(listPriceCents('GROUND', 5, 9_900)).toBe(7100); // $70.55
    expect(listPriceCents('GROUND', 5, 10_000)).toBe(7100); // $71.00
    expect(listPriceCents('GROUND', 5, 10_500)).toBe(7300); // $73.25
  });

  it('costs more with every zone', () => {
    const byZone = ([1, 2, 3, 4, 5, 6] as const).map((zone) =>
      listPriceCents('GROUND', zone, 2_000),
    );
    expect(byZone).toEqual([1300, 1700, 2300, 2900, 3500, 4300]);
  });

  it('prices a heavy piece: 150 kg Ground coast to coast is $701', () => {
    expect(listPriceCents('GROUND', 5, 150_000)).toBe(70_100);
  });
});
