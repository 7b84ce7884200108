import { zodResolver } from '@hookform/resolvers/zod';
import type { Path, Resolver, UseFormReturn } from 'react-hook-form';
import { countryMismatchMessage, countryOfPostalCode } from '#domain/common/postal-code-format.ts';
import {
  RateRequestSchema,
  type RateRequest,
  type RateRequestInput,
} from '#domain/rates/schemas.ts';

export type RateForm = UseFormReturn<RateRequestInput, unknown, RateRequest>;

/** An empty quote to Canada in kilograms (spec section 9: default country CA); the parcel size is the schema's default. */
export const EMPTY_RATE_FORM: RateRequestInput = {
  originPostalCode: '',
  destinationPostalCode: '',
  countryCode: 'CA',
  // Undefined rather than '', so that an untouched weight reads as missing (see weightAsTyped).
  weight: undefined,
  weightUnit: 'KGS',
};

/** The weight input's text for the schema: blank is no weight at all ("Weight is required."), not a bad number. */
export const weightAsTyped = (text: string) => (text.trim() === '' ? undefined : text);

const schemaResolver = zodResolver(RateRequestSchema);

/** The receiver's country against the format of their code, in RateRequestSchema's words. */
function receiverCountryMismatch({
  destinationPostalCode = '',
  countryCode,
}: RateRequestInput): string | undefined {
  const code = destinationPostalCode.trim();
  const codeCountry = countryOfPostalCode(code);
  if (!codeCountry || !countryCode || codeCountry === countryCode) return undefined;
  return countryMismatchMessage(code, codeCountry, countryCode);
}

/**
 * RateRequestSchema validates the form. zod checks the receiver's country against their code
 * only once every other field is valid; the form points out a ZIP sent to Canada as soon as
 * both are filled in.
 */
export const rateFormResolver: Resolver<RateRequestInput, unknown, RateRequest> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const mismatch = receiverCountryMismatch(values);
  if (!mismatch || result.errors.countryCode) return result;
  return {
    values: {},
    errors: { ...result.errors, countryCode: { type: 'custom', message: mismatch } },
  };
};

/**
 * Registers a postal code input so it is checked as it loses focus, once something is typed,
 * with the fields that depend on it. An empty field waits for submit, which asks for every
 * missing field at once.
 */
export function registerCheckedOnBlur(
  form: Pick<RateForm, 'register' | 'trigger'>,
  name: 'originPostalCode' | 'destinationPostalCode',
  dependents: Path<RateRequestInput>[] = [],
) {
  return form.register(name, {
    onBlur: (event: { target: { value: string } }) => {
      if (event.target.value.trim() !== '') void form.trigger([name, ...dependents]);
    },
  });
}
