import type { GeocodeResponse, GeocodeResult, GeoSuggestion } from '#domain/geo/schemas.ts';

/** The fetch key (see mock-fetch.ts) of the suggestion call for `text`. */
export const suggestKey = (text: string) =>
  `GET /web/geo/suggest?${new URLSearchParams({ q: text })}`;

/** The fetch key of the address check. */
export const GEOCODE_KEY = 'POST /web/geo/geocode';

/** What a user types for the Royal Centre (the server answers ROYAL_CENTRE_SUGGESTION, see #domain/test-support/sample-addresses.ts). */
export const ROYAL_CENTRE_TYPED = '1055 W Georgia St Vancouver BC V6E 3P3';

/** A street typed with the start of a city, and the place the server offers for it. */
export const MONTREAL_TYPED = '1200 Example Ave, Montr';
export const MONTREAL_PLACE: GeoSuggestion = {
  label: 'Montréal, QC, Canada',
  streetAddress: '',
  unitNumber: '',
  city: 'Montréal',
  province: 'QC',
  postalCode: '',
  countryCode: 'CA',
  source: 'PLACE',
  matchLevel: 'CITY',
  addressType: 'STREET',
};

/** An address from the user's own address book, offered first. */
export const SAVED_MONTREAL: GeoSuggestion = {
  label: '1200 Example Ave, Montréal, QC H3B 1A1, Canada',
  streetAddress: '1200 Example Ave',
  unitNumber: '',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H3B 1A1',
  countryCode: 'CA',
  source: 'ADDRESS_BOOK',
  matchLevel: 'POSTAL_AREA',
  addressType: 'STREET',
};

/** A geocode answer with one result. */
export const geocodeFound = (result: Partial<GeocodeResult>): GeocodeResponse => ({
  status: 'OK',
  results: [
    {
      matchLevel: 'POSTAL_AREA',
      addressType: 'STREET',
      corrections: [],
      countryCode: 'CA',
      formattedAddress: '',
      ...result,
    },
  ],
});
