import { z } from 'zod';
import { COUNTRY_CODES } from '#domain/rates/postal-code-format.ts';
import { AddressBookMessages, MAX_ADDRESS_QUERY_LENGTH } from '../address-book/messages.ts';

const addressQuery = z
  .string({ error: 'Address text is required.' })
  .max(MAX_ADDRESS_QUERY_LENGTH, AddressBookMessages.queryTooLong);

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

/** A complete street address to pick, split the way every address form holds it. */
export const GeoSuggestionSchema = z.object({
  /** The one-line address to show: '1055 W Georgia St, Vancouver, BC V6E 3P3, Canada'. */
  label: z.string(),
  ...addressPlaceFields,
});
export type GeoSuggestion = z.infer<typeof GeoSuggestionSchema>;

/** GET /web/geo/suggest?q=TEXT; a blank q answers no suggestions. */
export const GeoSuggestQuerySchema = z.object({ q: addressQuery.default('') });

export const GeoSuggestResponseSchema = z.object({ suggestions: z.array(GeoSuggestionSchema) });
export type GeoSuggestResponse = z.infer<typeof GeoSuggestResponseSchema>;

/** The statuses spec section 5 reads; a geocoder may answer others (OVER_QUERY_LIMIT, REQUEST_DENIED...), passed on as they are. */
export const GeocodeStatus = {
  ok: 'OK',
  zeroResults: 'ZERO_RESULTS',
  invalidRequest: 'INVALID_REQUEST',
} as const;

/** A place the geocoder found. streetNumber and route are both present only for a street address (spec section 5: otherwise 'Address may be incomplete'). */
export const GeocodeResultSchema = z.object({
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
