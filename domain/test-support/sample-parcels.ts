/**
 * Test data shared by domain, server and web tests: the parcel most tests ship, and the rate
 * request for it from the Royal Centre in Vancouver to the CN Tower in Toronto. Only tests
 * import this module.
 */
import { SAMPLE_PLACES } from './sample-addresses.ts';
import type { RateRequest } from '../rates/schemas.ts';

/** 2 kg in a 30 x 20 x 10 cm box. */
export const SAMPLE_PARCEL = {
  weight: 2,
  weightUnit: 'KGS',
  length: 30,
  width: 20,
  height: 10,
  dimensionUnit: 'CM',
} as const;

/** The rate request for SAMPLE_PARCEL from Vancouver (V6E 3P3) to Toronto (M5V 3L9). */
export const SAMPLE_RATE_REQUEST = {
  ...SAMPLE_PARCEL,
  originPostalCode: SAMPLE_PLACES.royalCentre.postalCode,
  countryCode: SAMPLE_PLACES.cnTower.countryCode,
  destinationPostalCode: SAMPLE_PLACES.cnTower.postalCode,
} as const satisfies RateRequest;
