import { describe, expect, it } from 'vitest';
import { dropOffDistanceKm, dropOffReach, type LocatedDropOffPoint } from './drop-off-reach.ts';

// Along a meridian one degree of latitude is about 111.2 km: points due north of the sender.
const north = (km: number) => ({ latitude: km / 111.195, longitude: 0 });
const sender = { postalArea: 'A1A', centre: north(0) };
const point = (name: string, km: number, postalArea = `P${km}`): LocatedDropOffPoint => ({
  name,
  address: `${km} Main St`,
  postalArea,
  centre: north(km),
});

describe('dropOffDistanceKm', () => {
  it('is 0 in the sender’s own postal area, wherever the point is in it', () => {
    expect(dropOffDistanceKm(sender, { postalArea: 'A1A', centre: north(3) })).toBe(0);
  });

  it('rounds to whole km, and is at least 1 between two areas', () => {
    expect(dropOffDistanceKm(sender, point('near', 12.4))).toBe(12);
    expect(dropOffDistanceKm(sender, point('next door', 0.2))).toBe(1);
  });
});

describe('dropOffReach', () => {
  it('lists the three nearest within 50 km, nearest first, ties in the list’s order', () => {
    const points = [
      point('far', 80),
      point('fourth', 40),
      point('second', 10, 'B1'),
      point('own area', 5, 'A1A'),
      point('third', 10, 'B2'),
    ];
    expect(dropOffReach(sender, points)).toEqual({
      locations: [
        { name: 'own area', address: '5 Main St', distanceKm: 0 },
        { name: 'second', address: '10 Main St', distanceKm: 10 },
        { name: 'third', address: '10 Main St', distanceKm: 10 },
      ],
      nearest: { name: 'own area', address: '5 Main St', distanceKm: 0 },
    });
  });

  it('counts a point 50 km away as within reach, and 51 km as not', () => {
    expect(dropOffReach(sender, [point('edge', 50)]).locations).toHaveLength(1);
    expect(dropOffReach(sender, [point('beyond', 51)]).locations).toEqual([]);
  });

  it('names the nearest point however far when none is within reach', () => {
    expect(dropOffReach(sender, [point('farther', 1500), point('far', 700)])).toEqual({
      locations: [],
      nearest: { name: 'far', address: '700 Main St', distanceKm: 700 },
    });
  });

  it('has nothing to offer without points', () => {
    expect(dropOffReach(sender, [])).toEqual({ locations: [], nearest: null });
  });
});
