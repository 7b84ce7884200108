import { greatCircleKm, type Coordinates } from '../rates/zones.ts';
import type { DropOffLocation } from './schemas.ts';

/**
 * How far a sender is asked to take a parcel: a half-hour drive in a city and its suburbs. A
 * point farther away is no way to hand a parcel over, however near it is on a map of Canada.
 */
export const DROP_OFF_RADIUS_KM = 50;

/** How many drop-off locations checkout lists: a choice, short enough to read on a phone. */
export const DROP_OFF_LOCATIONS_LISTED = 3;

/** A place in its postal area (an FSA or a ZIP), located at the area's centre. */
export type PostalAreaPlace = { postalArea: string; centre: Coordinates };

/** A point that takes parcels, where the postal directory put it. */
export type LocatedDropOffPoint = PostalAreaPlace & Omit<DropOffLocation, 'distanceKm'>;

export type DropOffReach = {
  /** The points within DROP_OFF_RADIUS_KM, nearest first, at most DROP_OFF_LOCATIONS_LISTED. */
  locations: DropOffLocation[];
  /** The nearest point however far, which a sender with none near is told of; null without points. */
  nearest: DropOffLocation | null;
};

/**
 * The distance from a sender to a point, both located at their postal area's centre: 0 in the
 * same area; else the great-circle distance rounded to whole km, and at least 1, as two areas'
 * centres are never the same place.
 */
export function dropOffDistanceKm(sender: PostalAreaPlace, point: PostalAreaPlace): number {
  if (sender.postalArea === point.postalArea) return 0;
  return Math.max(1, Math.round(greatCircleKm(sender.centre, point.centre)));
}

/** The drop-off locations a sender can use: the nearest DROP_OFF_LOCATIONS_LISTED within DROP_OFF_RADIUS_KM (ties in the list's order), and the nearest of all. */
export function dropOffReach(
  sender: PostalAreaPlace,
  points: readonly LocatedDropOffPoint[],
): DropOffReach {
  const byDistance = points
    .map(({ name, address, ...place }) => ({
      name,
      address,
      distanceKm: dropOffDistanceKm(sender, place),
    }))
    .sort((first, second) => first.distanceKm - second.distanceKm);
  return {
    locations: byDistance
      .filter((location) => location.distanceKm <= DROP_OFF_RADIUS_KM)
      .slice(0, DROP_OFF_LOCATIONS_LISTED),
    nearest: byDistance[0] ?? null,
  };
}
