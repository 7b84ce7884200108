import { describe, expect, it } from 'vitest';
import { DROP_OFF_RADIUS_KM } from '#domain/shipments/drop-off-reach.ts';
import { canBeHandedOver, dropOffReachOf, handOverOf } from './drop-off-locations.ts';
import { postalAreaCentre } from '../postal/postal-directory.ts';
import { DROP_OFF_POINTS } from './drop-off-points.ts';

/** Where each listed location is, by its address's city, and how far: 'Toronto 13'. */
const listed = (postalCode: string) =>
  dropOffReachOf(postalCode).locations.map(
    ({ address, distanceKm }) => `${address.split(', ').at(-2)} ${distanceKm}`,
  );

describe('dropOffReachOf', () => {
  it('offers a sender beside our Toronto warehouse the warehouse first, in their postal area', () => {
    expect(dropOffReachOf('M9W 1L4').locations).toEqual([
      {
        name: 'Maplepost Toronto warehouse',
        address: '75 Vulcan Street, Unit 3, Etobicoke, ON M9W 1L4',
        distanceKm: 0,
      },
      { name: 'Shipping store', address: '1980 Queen St W, Toronto, ON', distanceKm: 13 },
      { name: 'Postal counter', address: '2 Bloor St W, Toronto, ON', distanceKm: 16 },
    ]);
  });

  it('offers a sender beside our Vancouver warehouse the warehouse too', () => {
    expect(dropOffReachOf('V6A 2R8').locations[0]).toEqual({
      name: 'Maplepost Vancouver warehouse',
      address: '1460 Industrial Avenue, Unit 8, Vancouver, BC V6A 2R8',
      distanceKm: 0,
    });
  });

  it.each([
    ['10001', 'Manhattan', ['New York 0', 'New York 5']],
    ['11201', 'Brooklyn', ['New York 6', 'New York 10']],
    ['10301', 'Staten Island', ['New York 15', 'New York 21']],
    ['V3S 1A1', 'Surrey, Greater Vancouver', ['Surrey 9', 'Langley 11', 'Burnaby 21']],
    ['98109', 'Seattle', ['Seattle 3', 'Seattle 5']],
  ])('lists the nearest few within reach of %s (%s), with their distance', (code, _, expected) =>
    expect(listed(code)).toEqual(expected),
  );

  it.each([
    ['Y1A 2C6', 'Whitehorse', '1025 Robson St, Vancouver, BC', 1477],
    ['G0A 1A0', 'rural Quebec', '1250 Rue Sainte-Catherine E, Montréal, QC', 190],
    ['59001', 'rural Montana', '220 4 Ave SE, Calgary, AB', 702],
    ['V2P 1A1', 'Chilliwack', '20202 66 Ave, Langley, BC', 53],
  ])('has none within reach of %s (%s), and names the nearest', (code, _, address, distanceKm) => {
    const reach = dropOffReachOf(code);
    expect(reach.locations).toEqual([]);
    expect(reach.nearest).toMatchObject({ address, distanceKm });
    expect(distanceKm).toBeGreaterThan(DROP_OFF_RADIUS_KM);
  });

  it('has nothing to offer a valid code whose postal area the data does not know', () => {
    expect(dropOffReachOf('K0Z 1A1')).toEqual({ locations: [], nearest: null });
  });

  it('finds the postal area of every drop-off point in the postal data', () => {
    for (const point of DROP_OFF_POINTS) {
      expect(postalAreaCentre(point.postalArea), point.address).toBeDefined();
    }
  });
});

describe('handOverOf', () => {
  it('offers a Greater Vancouver sender free pickup as well as drop-off', () => {
    const handOver = handOverOf([{ senderPostalCode: 'V3S 1A1' }]);
    expect(handOver.pickupEligible).toBe(true);
    expect(handOver.dropOffLocations).toHaveLength(3);
    expect(canBeHandedOver(handOver)).toBe(true);
  });

  it('has no way for a Whitehorse sender’s parcels to reach us', () => {
    const handOver = handOverOf([{ senderPostalCode: 'Y1A 2C6' }]);
    expect(handOver).toMatchObject({ pickupEligible: false, dropOffLocations: [] });
    expect(handOver.nearestDropOffLocation?.distanceKm).toBe(1477);
    expect(canBeHandedOver(handOver)).toBe(false);
  });
});
