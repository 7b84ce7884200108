import { z } from 'zod';
import { singleLineText } from '#domain/common/text.ts';
import {
  COUNTRY_CODES,
  countryMismatchMessage,
  countryOfPostalCode,
  invalidPostalCodeMessage,
} from '../common/postal-code-format.ts';
import { PackageFieldSchemas } from './package-fields.ts';

/** The parcel size the home page's quick quote assumes (spec section 9), in cm. */
export const DEFAULT_PARCEL_SIZE_CM = { length: 28, width: 15, height: 11 } as const;

/** The longest code either format allows: a ZIP+4 (12345-6789). */
const MAX_POSTAL_CODE_LENGTH = 10;

/**
 * A required Canadian postal code or US ZIP code; a malformed one is named in the message, unless
 * it is too long to be any code, so that a message never echoes more than a code's length.
 */
function postalCode(label: string) {
  return singleLineText(label, `${label} is required.`)
    .trim()
    .min(1, { error: `${label} is required.`, abort: true })
    .max(MAX_POSTAL_CODE_LENGTH, {
      error: `${label} must be at most ${MAX_POSTAL_CODE_LENGTH} characters.`,
      abort: true,
    })
    .refine((code) => countryOfPostalCode(code) !== null, {
      error: (issue) => invalidPostalCodeMessage(String(issue.input)),
    });
}

/** POST /web/rates (spec section 7); countryCode is the receiver's and must match the destination code. */
export const RateRequestSchema = z
  .object(
    {
      weight: PackageFieldSchemas.weight,
      weightUnit: PackageFieldSchemas.weightUnit,
      originPostalCode: postalCode('Origin postal code'),
      countryCode: z.enum(COUNTRY_CODES, { error: 'Country must be CA or US.' }),
      destinationPostalCode: postalCode('Destination postal code'),
      // The home page's quick quote sends no box: it is quoted for the default one.
      length: PackageFieldSchemas.length.default(DEFAULT_PARCEL_SIZE_CM.length),
      width: PackageFieldSchemas.width.default(DEFAULT_PARCEL_SIZE_CM.width),
      height: PackageFieldSchemas.height.default(DEFAULT_PARCEL_SIZE_CM.height),
      dimensionUnit: PackageFieldSchemas.dimensionUnit.default('CM'),
    },
    { error: 'The rate request must be a JSON object.' },
  )
  .superRefine((request, context) => {
    const codeCountry = countryOfPostalCode(request.destinationPostalCode);
    if (codeCountry && codeCountry !== request.countryCode) {
      context.addIssue({
        code: 'custom',
        path: ['countryCode'],
        message: countryMismatchMessage(
          request.destinationPostalCode,
          codeCountry,
          request.countryCode,
        ),
      });
    }
  });
export type RateRequest = z.infer<typeof RateRequestSchema>;
/** What a form may hold before parsing: numbers as text, defaults left out. */
export type RateRequestInput = z.input<typeof RateRequestSchema>;

/** Transit days, or UNAVAILABLE when the service promises no date. */
export const EtaSchema = z.union([z.number().int().positive(), z.literal('UNAVAILABLE')]);

/** One priced service. finalDue is in dollars with two decimals; discountRate is the percent off list, one decimal. */
export const RateSchema = z.object({
  serviceCode: z.string(),
  serviceName: z.string(),
  eta: EtaSchema,
  discountRate: z.number(),
  finalDue: z.number().nonnegative(),
});
export type Rate = z.infer<typeof RateSchema>;

/** The answer of POST /web/rates: cheapest first; empty when no service takes the parcel. */
export const RatesResponseSchema = z.object({ rates: z.array(RateSchema) });
export type RatesResponse = z.infer<typeof RatesResponseSchema>;
