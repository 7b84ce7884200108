import { describe, expect, it } from 'vitest';
import { greatCircleKm, isSameCity, zoneFor } from './zones.ts';

const vancouver = { latitude: 49.2827, longitude: -123.1207 };
const toronto = { latitude: 43.6532, longitude: -79.3832 };

describe('greatCircleKm', () => {
  it('measures Vancouver to Toronto as about 3360 km, either way', () => {
    expect(greatCircleKm(vancouver, toronto)).toBeCloseTo(3358, -1);
    expect(greatCircleKm(toronto, vancouver)).toBeCloseTo(greatCircleKm(vancouver, toronto), 6);
  });

  it('measures a quarter meridian as a quarter of the Earth', () => {
    const quarter = greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 });
    expect(quarter).toBeCloseTo((Math.PI / 2) * 6371, 6);
  });

  it('is zero between a place and itself', () => {
    expect(greatCircleKm(vancouver, vancouver)).toBe(0);
  });
});

describe('zoneFor', () => {
  it.each([
    [0, 1],
    [50, 1],
    [50.01, 2],
    [300, 2],
    [300.01, 3],
    [1000, 3],
    [1000.01, 4],
    [2500, 4],
    [2500.01, 5],
    [4500, 5],
  ])('%s km within one country is zone %s', (distanceKm, zone) =>
    expect(zoneFor(distanceKm, false)).toBe(zone),
  );

  it.each([
    [3, 2],
    [190, 3],
    [3900, 6],
  ])('%s km across the border is zone %s', (distanceKm, zone) =>
    expect(zoneFor(distanceKm, true)).toBe(zone),
  );
});

describe('isSameCity', () => {
  it('is within 25 km in one country', () => {
    expect(isSameCity(0, false)).toBe(true);
    expect(isSameCity(25, false)).toBe(true);
    expect(isSameCity(25.01, false)).toBe(false);
  });

  it('never spans the border, however close (Detroit and Windsor)', () => {
    expect(isSameCity(3, true)).toBe(false);
  });
});
