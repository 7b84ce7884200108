import { z } from 'zod';
import { multiLineText } from '#domain/common/text.ts';
import { COUNTRY_CODES } from '#domain/common/postal-code-format.ts';
import { AddressBookMessages, MAX_ADDRESS_QUERY_LENGTH } from '../address-book/messages.ts';
import { ADDRESS_TYPES } from './address-types.ts';
import { MATCH_LEVELS } from './match-levels.ts';

// A whole address, which a caller may paste as the block it is printed in: the parser reads it
// line by line (a name and company line before the street are skipped).
const addressQuery = multiLineText('Address text', 'Address text is required.').max(
  MAX_ADDRESS_QUERY_LENGTH,
  AddressBookMessages.queryTooLong,
);

/** The place parts of an address, as a suggestion and an address-book entry both answer them. */
export const addressPlaceFields = {
  /** Street number and name: '1055 W Georgia St'. */
  streetAddress: z.string(),
  /** '' when there is none. */
  unitNumber: z.string(),
  city: z.string(),
  /** The two-letter code: 'BC', 'NY'. */
  province: z.string(),
  postalCode: z.string(),
  countryCode: z.enum(COUNTRY_CODES),
};

/** Where an address is: what a picked suggestion fills in and a form shows but never types. */
export type Place = {
  city: string;
  province: string;
  postalCode: string;
  countryCode: z.infer<typeof addressPlaceFields.countryCode>;
};

/**
 * Where a suggestion comes from, in the order they are offered: the signed-in user's address
 * book, their past recipients, a place (city or postal area) completing what was typed, and a
 * full address the provider matched.
 */
export const SuggestionSource = {
  addressBook: 'ADDRESS_BOOK',
  recentRecipient: 'RECENT_RECIPIENT',
  place: 'PLACE',
  address: 'ADDRESS',
} as const;
export type SuggestionSource = (typeof SuggestionSource)[keyof typeof SuggestionSource];

/**
 * An address to pick, split the way every address form holds it. A PLACE suggestion may leave
 * the street or postal code '' (a city picked from 'Montr'): the form fills what it has and lets
 * the user type the rest.
 */
export const GeoSuggestionSchema = z.object({
  /** The one-line address to show: '1055 W Georgia St, Vancouver, BC V6E 3P3, Canada'. */
  label: z.string(),
  ...addressPlaceFields,
  source: z.enum(Object.values(SuggestionSource) as [SuggestionSource, ...SuggestionSource[]]),
  /** How far the provider matched it; a saved address or past recipient was checked when it was saved. */
  matchLevel: z.enum(MATCH_LEVELS),
  addressType: z.enum(ADDRESS_TYPES),
});
export type GeoSuggestion = z.infer<typeof GeoSuggestionSchema>;

/** GET /web/geo/suggest?q=TEXT; a blank q answers no suggestions. */
export const GeoSuggestQuerySchema = z.object({ q: addressQuery.default('') });

export const GeoSuggestResponseSchema = z.object({
  suggestions: z.array(GeoSuggestionSchema),
  /** The credit the provider's data asks to show beside its suggestions, if any. */
  attribution: z.string().optional(),
});
export type GeoSuggestResponse = z.infer<typeof GeoSuggestResponseSchema>;

/** The statuses spec section 5 reads; a geocoder may answer others (OVER_QUERY_LIMIT, REQUEST_DENIED...), passed on as they are. */
export const GeocodeStatus = {
  ok: 'OK',
  zeroResults: 'ZERO_RESULTS',
  invalidRequest: 'INVALID_REQUEST',
} as const;

/**
 * A part of the typed address that disagrees with the rest, with the value the provider
 * suggests and why: 'K1A is in Ontario, not Quebec.' A correction is never applied silently:
 * the result carries the suggested value and this says what changed.
 */
export const PlaceCorrectionSchema = z.object({
  field: z.enum(['city', 'province', 'postalCode', 'countryCode']),
  typed: z.string(),
  suggested: z.string(),
  reason: z.string(),
});
export type PlaceCorrection = z.infer<typeof PlaceCorrectionSchema>;

/**
 * A place the geocoder found. streetNumber and route are both present only for a street address
 * (spec section 5: otherwise 'Address may be incomplete'). matchLevel says how far it was really
 * matched; corrections list what differs from what was typed (empty when nothing does).
 */
export const GeocodeResultSchema = z.object({
  matchLevel: z.enum(MATCH_LEVELS),
  addressType: z.enum(ADDRESS_TYPES),
  corrections: z.array(PlaceCorrectionSchema),
  streetNumber: z.string().optional(),
  route: z.string().optional(),
  unitNumber: z.string().optional(),
  city: z.string().optional(),
  province: z.string().optional(),
  postalCode: z.string().optional(),
  countryCode: z.enum(COUNTRY_CODES),
  formattedAddress: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
});
export type GeocodeResult = z.infer<typeof GeocodeResultSchema>;

/** POST /web/geo/geocode. */
export const GeocodeRequestSchema = z.object(
  { address: addressQuery },
  { error: 'Address text is required.' },
);

export const GeocodeResponseSchema = z.object({
  status: z.string(),
  results: z.array(GeocodeResultSchema),
});
export type GeocodeResponse = z.infer<typeof GeocodeResponseSchema>;
