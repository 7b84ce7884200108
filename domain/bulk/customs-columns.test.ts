import { describe, expect, it } from 'vitest';
import {
  CUSTOMS_COLUMN_NAMES,
  customsFieldErrors,
  customsFieldProblems,
  customsProblems,
  hasCustomsErrors,
  missingCustomsFields,
} from './customs-columns.ts';
import { blankCustoms, mugs } from '../test-support/bulk-wizard-data.ts';

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

describe('missingCustomsFields', () => {
  it('names every blank field as the wizard names it, in column order', () => {
    expect(missingCustomsFields(blankCustoms)).toEqual([
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
    const letters = { ...blankCustoms, contentsType: 'Documents', description: 'Signed contracts' };
    expect(missingCustomsFields(letters)).toEqual([
      'Item Quantity',
      'Item Value',
      'Currency',
      'Origin Country',
    ]);
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

describe('customsFieldProblems', () => {
  it('names the field each of the declaration’s messages is about', () => {
    expect(customsFieldProblems({ ...mugs, currency: 'EUR', hsCode: '61-09' }, '1.2')).toEqual([
      { field: 'currency', message: 'Customs currency must be CAD or USD.' },
      {
        field: 'hsCode',
        message: 'Customs item 1: HS code must be 6 to 10 digits, such as 6109.10.',
      },
    ]);
  });
});

describe('customsFieldErrors', () => {
  it('says each blank field is required, beside it, before any other rule', () => {
    const verdict = customsFieldErrors(
      { ...mugs, description: '', unitValue: ' ', hsCode: 'x' },
      '1.2',
    );
    expect(verdict).toEqual({
      byField: {
        description: 'Item Description is required.',
        unitValue: 'Item Value is required.',
      },
      others: [],
    });
    expect(hasCustomsErrors(verdict)).toBe(true);
  });

  it('gives each field its first problem once every field is filled', () => {
    expect(
      customsFieldErrors({ ...mugs, description: 'Gift', quantity: '0', currency: 'EUR' }, '1.2'),
    ).toEqual({
      byField: {
        description:
          'Customs item 1: Description "Gift" is too vague for customs. Say what the item is and what it is made of, such as "Women\'s cotton T-shirt".',
        quantity: 'Customs item 1: Quantity must be a whole number of at least 1.',
        currency: 'Customs currency must be CAD or USD.',
      },
      others: [],
    });
  });

  it('finds nothing wrong with a good item', () => {
    const verdict = customsFieldErrors(mugs, '1.2');
    expect(verdict).toEqual({ byField: {}, others: [] });
    expect(hasCustomsErrors(verdict)).toBe(false);
  });
});
