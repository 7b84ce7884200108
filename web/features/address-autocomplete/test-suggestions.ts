import type { GeoSuggestion } from '#domain/addresses/geo-schemas.ts';

/** The fetch key (see mock-fetch.ts) of the suggestion call for `text`. */
export const suggestKey = (text: string) =>
  `GET /web/geo/suggest?${new URLSearchParams({ q: text })}`;

/** What a user types for the Royal Centre, and the suggestion the server answers. */
export const ROYAL_CENTRE_TYPED = '1055 W Georgia St Vancouver BC V6E 3P3';
export const ROYAL_CENTRE: GeoSuggestion = {
  label: '1055 W Georgia St, Vancouver, BC V6E 3P3, Canada',
  streetAddress: '1055 W Georgia St',
  unitNumber: '',
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'V6E 3P3',
  countryCode: 'CA',
};
