import type { CarrierEvent, CarrierManifest } from '../domain/tracking/carrier-schemas.ts';
import type { ScanStatus } from '../domain/tracking/tracking-events.ts';

export type ManifestShipment = CarrierManifest['shipments'][number];

/** Each province's sorting hub, west to east: a parcel crossing Canada passes the ones between. */
const CANADIAN_HUBS: ReadonlyArray<readonly [province: string, hub: string]> = [
  ['BC', 'Richmond, BC'],
  ['AB', 'Calgary, AB'],
  ['SK', 'Regina, SK'],
  ['MB', 'Winnipeg, MB'],
  ['ON', 'Mississauga, ON'],
  ['QC', 'Montréal, QC'],
  ['NB', 'Moncton, NB'],
  ['PE', 'Charlottetown, PE'],
  ['NS', 'Halifax, NS'],
  ['NL', "St. John's, NL"],
];
const HUB_INDEX = new Map(CANADIAN_HUBS.map(([province], index) => [province, index]));

/** 'Toronto, ON' -> 'ON'; the part after the last comma, upper-cased. */
const provinceOf = (place: string) => place.split(',').at(-1)!.trim().toUpperCase();

/** The sorting hub a parcel from or to `place` goes through: its province's, else (the territories, the US) the city itself. */
export function hubOf(place: string): string {
  const index = HUB_INDEX.get(provinceOf(place));
  return index === undefined ? place : CANADIAN_HUBS[index]![1];
}

/**
 * Where a parcel is while in transit: a hub halfway along the line of provinces when there is
 * one between origin and destination (Vancouver to Toronto passes Regina), otherwise the
 * destination's hub (a short trip, or across the border).
 */
export function transitPlace(origin: string, destination: string): string {
  const from = HUB_INDEX.get(provinceOf(origin));
  const to = HUB_INDEX.get(provinceOf(destination));
  if (from !== undefined && to !== undefined && Math.abs(to - from) > 1) {
    return CANADIAN_HUBS[Math.round((from + to) / 2)]![1];
  }
  return hubOf(destination);
}

/** The scan that comes after each status, and where it happens. */
const NEXT_STEP: Partial<
  Record<
    ManifestShipment['status'],
    { status: ScanStatus; place: (shipment: ManifestShipment) => string }
  >
> = {
  ORDER_CREATED: { status: 'PICKED_UP', place: (s) => s.originCity },
  LABEL_CREATED: { status: 'PICKED_UP', place: (s) => s.originCity },
  PICKUP_SCHEDULED: { status: 'PICKED_UP', place: (s) => s.originCity },
  SHIPPED: { status: 'PICKED_UP', place: (s) => s.originCity },
  PICKED_UP: { status: 'AT_WAREHOUSE', place: (s) => hubOf(s.originCity) },
  AT_WAREHOUSE: {
    status: 'IN_TRANSIT',
    place: (s) => transitPlace(s.originCity, s.destinationCity),
  },
  IN_TRANSIT: { status: 'OUT_FOR_DELIVERY', place: (s) => s.destinationCity },
  OUT_FOR_DELIVERY: { status: 'DELIVERED', place: (s) => s.destinationCity },
};

/**
 * The carrier's next scan of a parcel, one realistic step on from its status: picked up at
 * the sender's city, sorted at its hub, in transit along the way, out for delivery and
 * delivered in the receiver's city. Null once delivered. The event id names the parcel and the
 * step, so running a step twice (a retried call) is applied once.
 */
export function nextScan(shipment: ManifestShipment, now: Date): CarrierEvent | null {
  const step = NEXT_STEP[shipment.status];
  if (!step) return null;
  return {
    eventId: `simulator-${shipment.trackingNumber}-${step.status}`,
    trackingNumber: shipment.trackingNumber,
    status: step.status,
    location: step.place(shipment),
    occurredAt: now.toISOString(),
  };
}
