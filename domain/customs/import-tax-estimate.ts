/**
 * What a cross-border parcel may cost its recipient at the border: an estimate, never a promise
 * (decision 032). The border agencies assess the real amounts; we show the rates and thresholds
 * they publish, from one dated table, so a sender can tell the recipient what to expect.
 */
import type { CountryCode } from '#domain/common/postal-code-format.ts';
import { divideRoundingHalfUp } from '#domain/common/money.ts';
import type { CustomsCurrency, DutiesPayer } from './customs-declaration.ts';

/**
 * The rates and thresholds the estimates use, as in force on `asOf`, the table's latest change
 * (decision 032 names each source and date). Percentages are in basis points (1300 = 13 %) so
 * the sums stay whole cents.
 */
export const IMPORT_TAX_TABLE = {
  asOf: '2025-08-29',
  /** The federal GST, charged on imports into every province without HST. */
  gstBasisPoints: 500,
  /** The harmonized sales tax where a province has one; Nova Scotia's went from 15 % to 14 % on 1 April 2025. */
  hstBasisPointsByProvince: { ON: 1300, NB: 1500, NL: 1500, NS: 1400, PE: 1500 } as Record<
    string,
    number
  >,
  /** Provinces with a sales tax of their own (PST or QST), which may also be owed on an import. */
  provincialSalesTaxProvinces: ['BC', 'MB', 'SK', 'QC'] as readonly string[],
  /** CUSMA courier threshold: goods of US or Mexican origin worth this much or less enter free of GST/HST. */
  cusmaTaxFreeCadCents: 40_00,
  /** CUSMA courier threshold: CUSMA-originating goods worth this much or less enter free of duty. */
  cusmaDutyFreeCadCents: 150_00,
  /** Canadian dollars per US dollar, in ten-thousandths: the Bank of Canada's 2024 annual average, 1.3698. */
  cadPerUsdTenThousandths: 13_698,
  cadPerUsdSource: 'Bank of Canada, annual average exchange rate for 2024',
  /** The day the US suspended the de minimis exemption for parcels from every country. */
  usDeMinimisSuspendedOn: '2025-08-29',
} as const;

/** Countries whose goods the CUSMA tax threshold covers. */
const TAX_THRESHOLD_ORIGINS = new Set(['US', 'MX']);
/** The three CUSMA parties: only goods of theirs can originate under it. */
const CUSMA_PARTIES = new Set(['CA', 'US', 'MX']);

/** What the estimate reads from a declaration and its order. */
export type ImportTaxEstimateInput = {
  senderCountryCode: CountryCode;
  recipientCountryCode: CountryCode;
  /** The recipient's province or state code, as the order holds it ("ON"). */
  recipientProvince: string;
  currency: CustomsCurrency;
  /** The declared value, quantities times unit values, in whole cents of `currency`. */
  declaredValueCents: number;
  /** Each item's country of origin. */
  originCountries: readonly string[];
  cusmaOriginating: boolean;
  dutiesPaidBy: DutiesPayer;
};

/** Canadian GST/HST on a parcel from the US, and whether duty may be owed too. */
export type CanadianImportEstimate = {
  kind: 'intoCanada';
  /** The declared value in Canadian cents (converted at the table's rate when declared in USD). */
  valueCadCents: number;
  taxName: 'GST' | 'HST';
  taxBasisPoints: number;
  /** 0 when the parcel is under the CUSMA tax threshold. */
  taxCadCents: number;
  /** Whether the CUSMA tax threshold lets the parcel in without GST/HST. */
  underTaxThreshold: boolean;
  /** Above CAD 150, or goods not declared as originating under CUSMA. */
  dutyMayApply: boolean;
  /** The province has a sales tax of its own that may be owed as well. */
  provincialSalesTaxMayApply: boolean;
  paidBy: DutiesPayer;
};

/** A parcel into the US: duties and fees may apply to every one, whatever its value. */
export type UnitedStatesImportEstimate = { kind: 'intoUnitedStates'; paidBy: DutiesPayer };

export type ImportTaxEstimate = CanadianImportEstimate | UnitedStatesImportEstimate;

/** An amount in whole cents of a currency, in Canadian cents at the table's rate (halves up). */
export function toCadCents(cents: number, currency: CustomsCurrency): number {
  if (currency === 'CAD') return cents;
  return divideRoundingHalfUp(cents * IMPORT_TAX_TABLE.cadPerUsdTenThousandths, 10_000);
}

/** The sales tax Canada charges on an import into a province: its HST where it has one, else the 5 % GST. */
export function canadianImportTaxOf(province: string): {
  taxName: 'GST' | 'HST';
  taxBasisPoints: number;
} {
  const hst = IMPORT_TAX_TABLE.hstBasisPointsByProvince[province.trim().toUpperCase()];
  return hst === undefined
    ? { taxName: 'GST', taxBasisPoints: IMPORT_TAX_TABLE.gstBasisPoints }
    : { taxName: 'HST', taxBasisPoints: hst };
}

/**
 * The import-tax estimate for a parcel between Canada and the US, or null for a domestic one.
 * US to Canada: GST/HST on the declared value by the recipient's province, none for goods of US or
 * Mexican origin worth CAD 40 or less; duty may apply above CAD 150 or for goods not declared as
 * CUSMA-originating. Canada to US: duties and fees may apply to every parcel (no de minimis since
 * 29 August 2025). Either way the recipient pays, or the sender when delivered duty paid.
 */
export function estimateImportTax(input: ImportTaxEstimateInput): ImportTaxEstimate | null {
  if (input.senderCountryCode === input.recipientCountryCode) return null;
  if (input.recipientCountryCode === 'US') {
    return { kind: 'intoUnitedStates', paidBy: input.dutiesPaidBy };
  }
  const valueCadCents = toCadCents(input.declaredValueCents, input.currency);
  const origins = input.originCountries.map((code) => code.trim().toUpperCase());
  const underTaxThreshold =
    origins.length > 0 &&
    origins.every((code) => TAX_THRESHOLD_ORIGINS.has(code)) &&
    valueCadCents <= IMPORT_TAX_TABLE.cusmaTaxFreeCadCents;
  const cusmaGoods = input.cusmaOriginating && origins.every((code) => CUSMA_PARTIES.has(code));
  const { taxName, taxBasisPoints } = canadianImportTaxOf(input.recipientProvince);
  return {
    kind: 'intoCanada',
    valueCadCents,
    taxName,
    taxBasisPoints,
    taxCadCents: underTaxThreshold
      ? 0
      : divideRoundingHalfUp(valueCadCents * taxBasisPoints, 10_000),
    underTaxThreshold,
    dutyMayApply: !cusmaGoods || valueCadCents > IMPORT_TAX_TABLE.cusmaDutyFreeCadCents,
    provincialSalesTaxMayApply:
      !underTaxThreshold &&
      IMPORT_TAX_TABLE.provincialSalesTaxProvinces.includes(
        input.recipientProvince.trim().toUpperCase(),
      ),
    paidBy: input.dutiesPaidBy,
  };
}
