import { describe, expect, it } from 'vitest';
import { CustomsDeclarationSchema } from '#domain/customs/customs-declaration.ts';
import {
  CUSTOMS_COLUMN_NAMES,
  customsDeclarationOf,
  customsProblems,
  missingCustomsFields,
  unitWeightOf,
  type BulkCustomsFields,
} from './customs-columns.ts';

const mugs: BulkCustomsFields = {
  contentsType: 'merchandise',
  description: 'Stoneware coffee mug',
  quantity: '2',
  unitValue: '24.50',
  currency: 'cad',
  hsCode: '6912.00',
  originCountry: 'Canada',
};

describe('the customs columns', () => {
  it('are the seven of issue 34, in the template’s order', () => {
    expect(CUSTOMS_COLUMN_NAMES).toEqual([
      'CONTENTS_TYPE',
      'ITEM_DESCRIPTION',
      'ITEM_QUANTITY',
      'ITEM_VALUE',
      'CURRENCY',
      'HS_CODE',
      'ORIGIN_COUNTRY',
    ]);
  });
});

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

describe('missingCustomsFields', () => {
  const blank: BulkCustomsFields = {
    contentsType: '',
    description: '',
    quantity: '',
    unitValue: '',
    currency: '',
    hsCode: '',
    originCountry: '',
  };

  it('names every blank field as the wizard names it, in column order', () => {
    expect(missingCustomsFields(blank)).toEqual([
      'Contents Type',
      'Item Description',
      'Item Quantity',
      'Item Value',
      'Currency',
      'HS Code',
      'Origin Country',
    ]);
    expect(missingCustomsFields({ ...mugs, hsCode: ' ', currency: '' })).toEqual([
      'Currency',
      'HS Code',
    ]);
    expect(missingCustomsFields(mugs)).toEqual([]);
  });

  it('lets documents go without an HS code, but not without a value', () => {
    const letters = { ...blank, contentsType: 'Documents', description: 'Signed contracts' };
    expect(missingCustomsFields(letters)).toEqual([
      'Item Quantity',
      'Item Value',
      'Currency',
      'Origin Country',
    ]);
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

describe('customsProblems', () => {
  it('has none for a good item', () => {
    expect(customsProblems(mugs, '1.2')).toEqual([]);
  });

  it('says what the declaration refuses, naming the item', () => {
    expect(
      customsProblems(
        { ...mugs, description: 'Gift', hsCode: '61-09', originCountry: 'Narnia' },
        '1.2',
      ),
    ).toEqual([
      'Customs item 1: Description "Gift" is too vague for customs. Say what the item is and what it is made of, such as "Women\'s cotton T-shirt".',
      'Customs item 1: HS code must be 6 to 10 digits, such as 6109.10.',
      'Customs item 1: Country of origin must be a two-letter ISO country code, such as CA, US or CN.',
    ]);
    expect(customsProblems({ ...mugs, contentsType: 'BOOKS', currency: 'EUR' }, '1.2')).toEqual([
      'Customs contents type must be MERCHANDISE, GIFT, SAMPLE, DOCUMENTS or RETURN.',
      'Customs currency must be CAD or USD.',
    ]);
    expect(customsProblems({ ...mugs, quantity: '1.5', unitValue: '0' }, '1.2')).toEqual([
      'Customs item 1: Quantity must be a whole number of at least 1.',
    ]);
    expect(customsProblems({ ...mugs, unitValue: '0' }, '1.2')).toEqual([
      'Customs item 1: Unit value must be more than 0.',
    ]);
  });

  it('takes documents at no value and without an HS code', () => {
    const letters = { ...mugs, contentsType: 'DOCUMENTS', unitValue: '0', hsCode: '' };
    expect(customsProblems({ ...letters, description: 'Signed contracts' }, '0.2')).toEqual([]);
  });

  it('leaves a parcel weight that is no number to the recipient’s own check', () => {
    expect(customsProblems(mugs, 'heavy')).toEqual([]);
  });
});
