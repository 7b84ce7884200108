import { expect, it } from 'vitest';
import { dropOffLocationsNear } from './drop-off-locations.ts';

const cities = (postalCode: string) =>
  dropOffLocationsNear(postalCode).map((location) => location.split(', ').at(-2));

it.each([
  ['V5H 4M5', 'Burnaby', ['Vancouver', 'Burnaby']],
  ['V6B 1A1', 'Vancouver', ['Vancouver', 'Vancouver', 'Vancouver']],
  ['V7G 1A1', 'North Vancouver', ['Richmond', 'North Vancouver']],
  ['V3R 1A1', 'Surrey', ['Surrey', 'Langley']],
  ['V2X 1A1', 'Maple Ridge', ['Surrey', 'Langley']],
  ['V1M 1A1', 'Langley Township', ['Surrey', 'Langley']],
  ['M5V 2T6', 'Toronto', ['Toronto', 'Toronto']],
  ['98101', 'Seattle', ['Seattle', 'Seattle']],
])('offers a sender in %s (%s) the counters of %j', (postalCode, _, expected) =>
  expect(cities(postalCode)).toEqual(expected),
);

it.each([
  ['V4X 1A1', 'Abbotsford'],
  ['V3G 1A1', 'Abbotsford'],
  ['V4S 1A1', 'Mission'],
  ['V4T 1A1', 'West Kelowna'],
  ['V2P 1A1', 'Chilliwack'],
  ['Y1A 1A1', 'Whitehorse'],
])('has no partner counter near %s (%s)', (postalCode) =>
  expect(dropOffLocationsNear(postalCode)).toEqual([]),
);
