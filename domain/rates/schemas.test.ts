import { describe, expect, it } from 'vitest';
import { RateRequestSchema, RatesResponseSchema } from './schemas.ts';

const request = {
  weight: 2,
  weightUnit: 'KGS',
  originPostalCode: 'V6B 1A1',
  countryCode: 'CA',
  destinationPostalCode: 'M5V 2T6',
};

/** The first problem's field and message, as the API answers it. */
const firstProblem = (input: unknown) => {
  const result = RateRequestSchema.safeParse(input);
  const issue = result.error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
};

describe('RateRequestSchema', () => {
  it('fills the default 28 x 15 x 11 CM parcel', () => {
    expect(RateRequestSchema.parse(request)).toEqual({
      ...request,
      length: 28,
      width: 15,
      height: 11,
      dimensionUnit: 'CM',
    });
  });

  it('reads numbers sent as text, as plain form fields send them', () => {
    const parsed = RateRequestSchema.parse({
      ...request,
      weight: '2.5',
      length: '30',
      dimensionUnit: 'IN',
    });
    expect(parsed).toMatchObject({ weight: 2.5, length: 30, dimensionUnit: 'IN' });
  });

  it('trims postal codes and accepts any case, with or without the space, and ZIP+4', () => {
    expect(
      RateRequestSchema.parse({ ...request, originPostalCode: ' v6b1a1 ' }).originPostalCode,
    ).toBe('v6b1a1');
    expect(
      RateRequestSchema.safeParse({
        ...request,
        countryCode: 'US',
        destinationPostalCode: '10001-1234',
      }).success,
    ).toBe(true);
  });

  it.each([
    [{ ...request, weight: undefined }, 'weight', 'Weight is required.'],
    [{ ...request, weight: -1 }, 'weight', 'Weight must not be negative.'],
    [{ ...request, weight: 'heavy' }, 'weight', 'Weight must be a number.'],
    [{ ...request, weight: '1e9' }, 'weight', 'Weight must be at most 10000.'],
    [{ ...request, weight: ' 1E+21 ' }, 'weight', 'Weight must be at most 10000.'],
    [{ ...request, weight: '1e400' }, 'weight', 'Weight must be at most 10000.'],
    [{ ...request, weight: '-1e3' }, 'weight', 'Weight must not be negative.'],
    [{ ...request, length: '1e9' }, 'length', 'Length must be at most 1000.'],
    [{ ...request, weight: 'e9' }, 'weight', 'Weight must be a number.'],
    [{ ...request, weight: 'Infinity' }, 'weight', 'Weight must be a number.'],
    [{ ...request, weight: '0x10' }, 'weight', 'Weight must be a number.'],
    [{ ...request, weight: '' }, 'weight', 'Weight is required.'],
    [{ ...request, weight: 10_001 }, 'weight', 'Weight must be at most 10000.'],
    [{ ...request, height: -11 }, 'height', 'Height must not be negative.'],
    [{ ...request, weightUnit: 'kg' }, 'weightUnit', 'Weight unit must be KGS or LBS.'],
    [{ ...request, dimensionUnit: 'MM' }, 'dimensionUnit', 'Dimension unit must be CM or IN.'],
    [{ ...request, countryCode: 'MX' }, 'countryCode', 'Country must be CA or US.'],
    [
      { ...request, originPostalCode: undefined },
      'originPostalCode',
      'Origin postal code is required.',
    ],
    [{ ...request, originPostalCode: '  ' }, 'originPostalCode', 'Origin postal code is required.'],
    [
      { ...request, destinationPostalCode: '12AB' },
      'destinationPostalCode',
      "'12AB' is not a valid Canadian postal code (A1A 1A1) or US ZIP code (12345).",
    ],
    [
      { ...request, countryCode: 'US' },
      'countryCode',
      "'M5V 2T6' is a Canadian postal code, but the receiver's country is US.",
    ],
    [
      { ...request, destinationPostalCode: '10001' },
      'countryCode',
      "'10001' is a US ZIP code, but the receiver's country is CA.",
    ],
    [null, '', 'The rate request must be a JSON object.'],
  ])('refuses %j: %s', (input, field, message) =>
    expect(firstProblem(input)).toEqual({ field, message }),
  );

  it('accepts a zero weight and a zero side: spec section 5 asks for non-negative numbers', () => {
    expect(RateRequestSchema.safeParse({ ...request, weight: '0', height: 0 }).success).toBe(true);
  });

  it("does not tie the origin to the receiver's country", () => {
    expect(RateRequestSchema.safeParse({ ...request, originPostalCode: '10001' }).success).toBe(
      true,
    );
  });
});

describe('RatesResponseSchema', () => {
  it('takes days or UNAVAILABLE as the eta', () => {
    const rate = {
      serviceCode: 'CA_GROUND',
      serviceName: 'Canada Ground',
      discountRate: 40,
      finalDue: 21,
    };
    expect(
      RatesResponseSchema.safeParse({
        rates: [
          { ...rate, eta: 7 },
          { ...rate, eta: 'UNAVAILABLE' },
        ],
      }).success,
    ).toBe(true);
    expect(RatesResponseSchema.safeParse({ rates: [{ ...rate, eta: 'soon' }] }).success).toBe(
      false,
    );
  });
});
