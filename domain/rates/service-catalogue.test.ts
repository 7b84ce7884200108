import { describe, expect, it } from 'vitest';
import { laneFor, SERVICE_CATALOGUE, type Lane, type Speed } from './service-catalogue.ts';

const serviceOn = (lane: Lane, speed: Speed) =>
  SERVICE_CATALOGUE.find((service) => service.lane === lane && service.speed === speed);

describe('SERVICE_CATALOGUE', () => {
  it.each(['CA', 'US', 'CA_US', 'US_CA'] as const)(
    'sells Ground, Expedited and Priority on %s',
    (lane) => {
      for (const speed of ['GROUND', 'EXPEDITED', 'PRIORITY'] as const) {
        expect(serviceOn(lane, speed)).toMatchObject({
          code: `${lane}_${speed}`,
          greaterVancouverOnly: false,
        });
      }
    },
  );

  it('names services for people', () => {
    expect(serviceOn('CA', 'GROUND')?.name).toBe('Canada Ground');
    expect(serviceOn('CA_US', 'PRIORITY')?.name).toBe('Canada to USA Priority');
  });

  it('sells Vancouver Next Day and Greater Vancouver Second Day in Greater Vancouver only', () => {
    const local = SERVICE_CATALOGUE.filter((service) => service.greaterVancouverOnly);
    expect(local.map(({ code, name, transitDays }) => [code, name, transitDays[1]])).toEqual([
      ['VAN_NEXT_DAY', 'Vancouver Next Day', 1],
      ['GVA_SECOND_DAY', 'Greater Vancouver Second Day', 2],
    ]);
  });

  it('has unique service codes', () => {
    const codes = SERVICE_CATALOGUE.map((service) => service.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('promises no date for Ground across the border, where customs decide', () => {
    expect(serviceOn('CA_US', 'GROUND')?.transitDays[6]).toBe('UNAVAILABLE');
    expect(serviceOn('US_CA', 'GROUND')?.transitDays[3]).toBe('UNAVAILABLE');
    expect(serviceOn('CA_US', 'EXPEDITED')?.transitDays[6]).toBe(5);
  });

  it('gets slower with distance, and faster with speed', () => {
    const ground = serviceOn('CA', 'GROUND')?.transitDays;
    const priority = serviceOn('CA', 'PRIORITY')?.transitDays;
    expect([ground?.[1], ground?.[5]]).toEqual([2, 7]);
    expect([priority?.[1], priority?.[5]]).toEqual([1, 2]);
  });

  it('takes heavy pieces by Ground only: 150 kg against 30 kg', () => {
    expect(serviceOn('US', 'GROUND')?.limits).toEqual({
      maxWeightGrams: 150_000,
      maxLongestSideMm: 2_700,
      maxLengthPlusGirthMm: 4_190,
    });
    expect(serviceOn('US', 'PRIORITY')?.limits.maxWeightGrams).toBe(30_000);
  });
});

describe('laneFor', () => {
  it.each([
    ['CA', 'CA', 'CA'],
    ['US', 'US', 'US'],
    ['CA', 'US', 'CA_US'],
    ['US', 'CA', 'US_CA'],
  ] as const)('%s to %s is lane %s', (origin, destination, lane) =>
    expect(laneFor(origin, destination)).toBe(lane),
  );
});
