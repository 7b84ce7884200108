import { z } from 'zod';
import {
  COUNTRY_CODES,
  countryMismatchMessage,
  countryOfPostalCode,
  invalidPostalCodeMessage,
} from './postal-code-format.ts';
import { DIMENSION_UNITS, WEIGHT_UNITS } from './units.ts';

/** The parcel size the home page's quick quote assumes (spec section 9), in cm. */
export const DEFAULT_PARCEL_SIZE_CM = { length: 28, width: 15, height: 11 } as const;

// Far above any service's limits, and low enough that the engine's integer arithmetic stays exact.
const MAX_WEIGHT = 10_000;
const MAX_DIMENSION = 1_000;

/** Plain form fields send numbers as text: a non-blank string is read as a number. */
const readNumericString = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/** A required positive number that may arrive as a numeric string, named in its messages. */
function positiveNumber(label: string, max: number) {
  return z.preprocess(
    readNumericString,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? `${label} is required.` : `${label} must be a number.`,
      })
      .positive(`${label} must be greater than 0.`)
      .max(max, `${label} must be at most ${max}.`),
  );
}

/** A required Canadian postal code or US ZIP code; a malformed one is named in the message. */
function postalCode(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.`, abort: true })
    .refine((code) => countryOfPostalCode(code) !== null, {
      error: (issue) => invalidPostalCodeMessage(String(issue.input)),
    });
}

/** POST /web/rates (spec section 7); countryCode is the receiver's and must match the destination code. */
export const RateRequestSchema = z
  .object(
    {
      weight: positiveNumber('Weight', MAX_WEIGHT),
      weightUnit: z.enum(WEIGHT_UNITS, { error: 'Weight unit must be KGS or LBS.' }),
      originPostalCode: postalCode('Origin postal code'),
      countryCode: z.enum(COUNTRY_CODES, { error: 'Country must be CA or US.' }),
      destinationPostalCode: postalCode('Destination postal code'),
      length: positiveNumber('Length', MAX_DIMENSION).default(DEFAULT_PARCEL_SIZE_CM.length),
      width: positiveNumber('Width', MAX_DIMENSION).default(DEFAULT_PARCEL_SIZE_CM.width),
      height: positiveNumber('Height', MAX_DIMENSION).default(DEFAULT_PARCEL_SIZE_CM.height),
      dimensionUnit: z
        .enum(DIMENSION_UNITS, { error: 'Dimension unit must be CM or IN.' })
        .default('CM'),
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
