/**
 * Test data shared by domain, server and web tests: real places and the address-book bodies
 * made from them. Only tests import this module.
 */
import type { GeocodeResult, GeoSuggestion } from '../geo/schemas.ts';

/** The place part of an address (no unit), as a picked suggestion fills it. */
export const SAMPLE_PLACES = {
  royalCentre: {
    streetAddress: '1055 W Georgia St',
    city: 'Vancouver',
    province: 'BC',
    postalCode: 'V6E 3P3',
    countryCode: 'CA',
  },
  cnTower: {
    streetAddress: '290 Bremner Blvd',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5V 3L9',
    countryCode: 'CA',
  },
  empireState: {
    streetAddress: '350 5th Ave',
    city: 'New York',
    province: 'NY',
    postalCode: '10118',
    countryCode: 'US',
  },
} as const;

/** The suggestion the geo lookup answers for the Royal Centre in Vancouver. */
export const ROYAL_CENTRE_SUGGESTION: GeoSuggestion = {
  label: '1055 W Georgia St, Vancouver, BC V6E 3P3, Canada',
  ...SAMPLE_PLACES.royalCentre,
  unitNumber: '',
  source: 'ADDRESS',
  matchLevel: 'POSTAL_AREA',
  addressType: 'STREET',
};

/** What the geocoder finds for the Empire State Building (its location left out). */
export const EMPIRE_STATE_GEOCODE_RESULT: GeocodeResult = {
  matchLevel: 'STREET',
  addressType: 'STREET',
  corrections: [],
  streetNumber: '350',
  route: '5th Ave',
  city: 'New York',
  province: 'NY',
  postalCode: '10118',
  countryCode: 'US',
  formattedAddress: '350 5th Ave, New York, NY 10118, USA',
};

/** Address-book bodies at real places, as the form sends them after a suggestion was picked. */
export const SAMPLE_ADDRESSES = {
  royalCentre: {
    name: 'Ada Lovelace',
    phone: '(604) 555-0123',
    email: 'ada@example.com',
    companyName: 'Analytical Engines Ltd.',
    ...SAMPLE_PLACES.royalCentre,
    unitNumber: '1203',
  },
  cnTower: {
    name: 'Grace Hopper',
    phone: '416-555-0199',
    email: 'grace@example.com',
    companyName: '',
    ...SAMPLE_PLACES.cnTower,
    unitNumber: '',
  },
  empireState: {
    name: 'Alan Turing',
    phone: '+1 212 736 3100',
    email: 'alan@example.com',
    companyName: 'Bletchley LLC',
    ...SAMPLE_PLACES.empireState,
    unitNumber: '3300',
  },
} as const;
