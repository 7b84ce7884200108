export type Coordinates = { latitude: number; longitude: number };

/** Pricing zones 1-6: five distance bands, and one zone higher across the border. */
export const ZONES = [1, 2, 3, 4, 5, 6] as const;
export type Zone = (typeof ZONES)[number];

/** Upper bounds in km of distance bands 1-4; anything farther is band 5. */
export const DISTANCE_BAND_LIMITS_KM = [50, 300, 1000, 2500] as const;

/** Origin and destination at most this far apart, in one country, count as the same city. */
export const SAME_CITY_RADIUS_KM = 25;

const EARTH_MEAN_RADIUS_KM = 6371;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine formula on the mean Earth radius). */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const halfChord =
    Math.sin(radians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(radians(to.longitude - from.longitude) / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_KM * Math.asin(Math.sqrt(halfChord));
}

/** The zone: band 1 to 5 by distance (up to 50, 300, 1000, 2500 km, farther), plus one when the border is crossed (customs). */
export function zoneFor(distanceKm: number, crossesBorder: boolean): Zone {
  const bandsBelow = DISTANCE_BAND_LIMITS_KM.filter((limitKm) => distanceKm > limitKm).length;
  return (1 + bandsBelow + (crossesBorder ? 1 : 0)) as Zone;
}

/** Same city: both places in one country and no more than SAME_CITY_RADIUS_KM apart. */
export function isSameCity(distanceKm: number, crossesBorder: boolean): boolean {
  return !crossesBorder && distanceKm <= SAME_CITY_RADIUS_KM;
}
