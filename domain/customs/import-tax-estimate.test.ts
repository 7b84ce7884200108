import { describe, expect, it } from 'vitest';
import {
  canadianImportTaxOf,
  estimateImportTax,
  toCadCents,
  type ImportTaxEstimateInput,
} from './import-tax-estimate.ts';

/** A US shop's parcel of US-made goods to Toronto, declared in Canadian dollars. */
const US_TO_ONTARIO: ImportTaxEstimateInput = {
  senderCountryCode: 'US',
  recipientCountryCode: 'CA',
  recipientProvince: 'ON',
  currency: 'CAD',
  declaredValueCents: 100_00,
  originCountries: ['US'],
  cusmaOriginating: true,
  dutiesPaidBy: 'RECIPIENT',
};

const estimate = (changes: Partial<ImportTaxEstimateInput>) =>
  estimateImportTax({ ...US_TO_ONTARIO, ...changes });

describe('canadianImportTaxOf', () => {
  it.each([
    ['ON', 'HST', 1300],
    ['NB', 'HST', 1500],
    ['NL', 'HST', 1500],
    ['PE', 'HST', 1500],
    // 15 % until 31 March 2025, 14 % from 1 April 2025.
    ['NS', 'HST', 1400],
    ['BC', 'GST', 500],
    ['AB', 'GST', 500],
    ['QC', 'GST', 500],
    ['nu', 'GST', 500],
  ] as const)('%s: %s at %i basis points', (province, taxName, taxBasisPoints) => {
    expect(canadianImportTaxOf(province)).toEqual({ taxName, taxBasisPoints });
  });
});

describe('toCadCents', () => {
  it('keeps Canadian cents and converts US cents at 1.3698, halves up', () => {
    expect(toCadCents(100_00, 'CAD')).toBe(100_00);
    expect(toCadCents(100_00, 'USD')).toBe(136_98);
    // 25.00 USD is 34.245 CAD: rounded up to 34.25.
    expect(toCadCents(25_00, 'USD')).toBe(34_25);
  });
});

describe('estimateImportTax', () => {
  it('has nothing to estimate for a domestic parcel', () => {
    expect(estimate({ senderCountryCode: 'CA', recipientCountryCode: 'CA' })).toBeNull();
    expect(estimate({ senderCountryCode: 'US', recipientCountryCode: 'US' })).toBeNull();
  });

  it('says US duties may apply to every parcel into the US, paid by whoever the declaration names', () => {
    const toUs = {
      senderCountryCode: 'CA',
      recipientCountryCode: 'US',
      declaredValueCents: 5_00,
    } as const;
    expect(estimate(toUs)).toEqual({ kind: 'intoUnitedStates', paidBy: 'RECIPIENT' });
    expect(estimate({ ...toUs, dutiesPaidBy: 'SENDER' })).toEqual({
      kind: 'intoUnitedStates',
      paidBy: 'SENDER',
    });
  });

  it('US to Ontario, USD 100 of US-made CUSMA goods: 13 % HST on CAD 136.98 is CAD 17.81, no duty', () => {
    expect(estimate({ currency: 'USD' })).toEqual({
      kind: 'intoCanada',
      valueCadCents: 136_98,
      taxName: 'HST',
      taxBasisPoints: 1300,
      taxCadCents: 17_81,
      underTaxThreshold: false,
      dutyMayApply: false,
      provincialSalesTaxMayApply: false,
      paidBy: 'RECIPIENT',
    });
  });

  it('lets US- or Mexican-made goods worth CAD 40 or less in free of tax, and taxes CAD 40.01', () => {
    expect(estimate({ declaredValueCents: 40_00 })).toMatchObject({
      taxCadCents: 0,
      underTaxThreshold: true,
    });
    expect(estimate({ declaredValueCents: 12_50, originCountries: ['MX', 'US'] })).toMatchObject({
      taxCadCents: 0,
      underTaxThreshold: true,
    });
    // 13 % of 40.01 is 5.2013.
    expect(estimate({ declaredValueCents: 40_01 })).toMatchObject({
      taxCadCents: 5_20,
      underTaxThreshold: false,
    });
  });

  it('USD 25 of US-made goods is CAD 34.25: under the tax threshold', () => {
    expect(estimate({ currency: 'USD', declaredValueCents: 25_00 })).toMatchObject({
      valueCadCents: 34_25,
      taxCadCents: 0,
      underTaxThreshold: true,
    });
  });

  it('taxes a CAD 30 parcel with one item made in China: the threshold covers US and Mexican goods only', () => {
    // 13 % of 30.00 is 3.90.
    expect(estimate({ declaredValueCents: 30_00, originCountries: ['US', 'CN'] })).toMatchObject({
      taxCadCents: 3_90,
      underTaxThreshold: false,
      dutyMayApply: true,
    });
  });

  it('says duty may apply above CAD 150, or for goods not declared as CUSMA-originating', () => {
    expect(estimate({ declaredValueCents: 150_00 })).toMatchObject({ dutyMayApply: false });
    expect(estimate({ declaredValueCents: 150_01 })).toMatchObject({ dutyMayApply: true });
    expect(estimate({ cusmaOriginating: false })).toMatchObject({ dutyMayApply: true });
    // Canadian-made goods coming home can originate under CUSMA too.
    expect(estimate({ originCountries: ['CA'] })).toMatchObject({ dutyMayApply: false });
  });

  it('US to Nova Scotia, CAD 200 of Chinese-made goods: 14 % HST is CAD 28.00 and duty may apply', () => {
    expect(
      estimate({ recipientProvince: 'NS', declaredValueCents: 200_00, originCountries: ['CN'] }),
    ).toMatchObject({ taxName: 'HST', taxCadCents: 28_00, dutyMayApply: true });
  });

  it('US to Alberta, CAD 50: 5 % GST is CAD 2.50 and no provincial tax', () => {
    expect(estimate({ recipientProvince: 'AB', declaredValueCents: 50_00 })).toMatchObject({
      taxName: 'GST',
      taxCadCents: 2_50,
      provincialSalesTaxMayApply: false,
    });
  });

  it('US to Quebec or British Columbia: GST, and the provincial sales tax may apply as well', () => {
    expect(estimate({ recipientProvince: 'QC' })).toMatchObject({
      taxName: 'GST',
      taxCadCents: 5_00,
      provincialSalesTaxMayApply: true,
    });
    expect(estimate({ recipientProvince: 'BC' })).toMatchObject({
      provincialSalesTaxMayApply: true,
    });
    // Under the tax threshold, nothing is owed to either.
    expect(estimate({ recipientProvince: 'BC', declaredValueCents: 20_00 })).toMatchObject({
      provincialSalesTaxMayApply: false,
    });
  });

  it('keeps who pays: the sender when delivered duty paid', () => {
    expect(estimate({ dutiesPaidBy: 'SENDER' })).toMatchObject({ paidBy: 'SENDER' });
  });
});
