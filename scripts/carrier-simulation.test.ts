import { describe, expect, it } from 'vitest';
import { CarrierEventSchema } from '../domain/tracking/carrier-schemas.ts';
import { hubOf, nextScan, transitPlace, type ManifestShipment } from './carrier-simulation.ts';

const NOW = new Date('2026-11-24T18:00:00Z');
const parcel = (status: ManifestShipment['status']): ManifestShipment => ({
  trackingNumber: 'MP123456785CA',
  status,
  originCity: 'Vancouver, BC',
  destinationCity: 'Toronto, ON',
});

describe('nextScan', () => {
  it.each([
    ['LABEL_CREATED', 'PICKED_UP', 'Vancouver, BC'],
    ['PICKUP_SCHEDULED', 'PICKED_UP', 'Vancouver, BC'],
    ['PICKED_UP', 'AT_WAREHOUSE', 'Richmond, BC'],
    ['AT_WAREHOUSE', 'IN_TRANSIT', 'Regina, SK'],
    ['IN_TRANSIT', 'OUT_FOR_DELIVERY', 'Toronto, ON'],
    ['OUT_FOR_DELIVERY', 'DELIVERED', 'Toronto, ON'],
  ] as const)('moves a %s parcel to %s at %s', (status, next, location) => {
    const scan = nextScan(parcel(status), NOW);
    expect(scan).toEqual({
      eventId: `simulator-MP123456785CA-${next}`,
      trackingNumber: 'MP123456785CA',
      status: next,
      location,
      occurredAt: '2026-11-24T18:00:00.000Z',
    });
    // What the carrier endpoint accepts.
    expect(CarrierEventSchema.safeParse(scan).success).toBe(true);
  });

  it('leaves a delivered parcel alone', () => {
    expect(nextScan(parcel('DELIVERED'), NOW)).toBeNull();
  });
});

describe('the places along the way', () => {
  it('sorts at the province hub, or in the city itself abroad', () => {
    expect(hubOf('Burnaby, BC')).toBe('Richmond, BC');
    expect(hubOf('New York, NY')).toBe('New York, NY');
  });

  it('passes a hub between distant provinces and goes straight to the hub of a neighbour', () => {
    expect(transitPlace('Halifax, NS', 'Vancouver, BC')).toBe('Mississauga, ON');
    expect(transitPlace('Calgary, AB', 'Vancouver, BC')).toBe('Richmond, BC');
    expect(transitPlace('Vancouver, BC', 'Seattle, WA')).toBe('Seattle, WA');
  });
});
