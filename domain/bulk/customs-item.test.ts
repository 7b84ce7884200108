import { describe, expect, it } from 'vitest';
import { CustomsDeclarationSchema } from '#domain/customs/customs-declaration.ts';
import {
  crossesBorderFrom,
  customsDeclarationOf,
  newCustomsFields,
  unitWeightOf,
} from './customs-item.ts';
import { blankCustoms, mugs } from '../test-support/bulk-wizard-data.ts';

describe('unitWeightOf', () => {
  it.each([
    ['2.5', '2', 1.25],
    // A third of 2.5 rounded down, so three of them weigh 2.499999, not more than the parcel.
    ['2.5', '3', 0.833333],
    ['0.3', '3', 0.1],
    ['1', '1', 1],
    // Stickers: 9,999 in a 0.1 kg parcel still weigh something each.
    ['0.1', '9999', 0.00001],
  ])('shares a %s parcel among %s items as %s each', (weight, quantity, unitWeight) => {
    expect(unitWeightOf(weight, quantity)).toBe(unitWeight);
    // Compared in millionths, as 3 x 0.1 is 0.30000000000000004 in floating point.
    const millionths = (value: number) => Math.round(value * 1e6);
    expect(millionths(Number(quantity) * unitWeight)).toBeLessThanOrEqual(
      millionths(Number(weight)),
    );
  });

  it.each([
    ['heavy', '2'],
    ['2', ''],
    ['2', 'two'],
    ['2', '1.5'],
    ['2', '0'],
  ])('has no share of a %j parcel among %j items', (weight, quantity) => {
    expect(unitWeightOf(weight, quantity)).toBeNull();
  });
});

describe('customsDeclarationOf', () => {
  it('makes the one-item declaration the order takes: codes in capitals, returned if undelivered, duties paid by the recipient', () => {
    const declaration = customsDeclarationOf(mugs, '1.2');
    expect(declaration).toEqual({
      contentsType: 'MERCHANDISE',
      currency: 'CAD',
      nonDelivery: 'RETURN',
      dutiesPaidBy: 'RECIPIENT',
      items: [
        {
          description: 'Stoneware coffee mug',
          quantity: '2',
          unitValue: '24.50',
          unitWeight: 0.6,
          hsCode: '6912.00',
          originCountry: 'CA',
        },
      ],
    });
    expect(CustomsDeclarationSchema.parse(declaration)).toMatchObject({
      items: [{ quantity: 2, unitValueCents: 2450, unitWeight: 0.6, hsCode: '691200' }],
    });
  });
});

describe('crossesBorderFrom', () => {
  it.each([
    ['CA', 'US', true],
    ['CA', 'usa', true],
    ['US', 'Canada', true],
    ['CA', 'CA', false],
    ['US', ' us ', false],
    // Not a country the portal serves, nor one not chosen yet: the recipient's own checks say so.
    ['CA', 'MX', false],
    ['CA', '', false],
  ] as const)('from %s to %j: %s', (sender, recipient, crosses) => {
    expect(crossesBorderFrom(sender, recipient)).toBe(crosses);
  });
});

describe('newCustomsFields', () => {
  it('starts as merchandise, one of it, in the sender’s currency', () => {
    expect(newCustomsFields('CA')).toEqual({
      ...blankCustoms,
      contentsType: 'MERCHANDISE',
      quantity: '1',
      currency: 'CAD',
    });
    expect(newCustomsFields('US').currency).toBe('USD');
  });
});
