import { IMPORT_TAX_TABLE, type ImportTaxEstimate } from '#domain/customs/import-tax-estimate.ts';
import type { CustomsCurrency, DutiesPayer } from '#domain/customs/customs-declaration.ts';
import { formatDeclaredCents } from '#domain/customs/declared-amount.ts';

const percent = (basisPoints: number) => `${basisPoints / 100} %`;

const longDate = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-CA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const payerSentence = (payer: DutiesPayer) =>
  payer === 'SENDER'
    ? 'You pay them: delivered duty paid (DDP).'
    : 'The recipient pays them on delivery.';

/** The estimate's heading: who may owe which country ("What the recipient may owe Canada"). */
export function importTaxTitle(estimate: ImportTaxEstimate): string {
  const payer = estimate.paidBy === 'SENDER' ? 'you' : 'the recipient';
  const country = estimate.kind === 'intoCanada' ? 'Canada' : 'the US';
  return `What ${payer} may owe ${country}`;
}

/** The estimate in words, one sentence a line: what the section shows under the items. */
export function importTaxLines(estimate: ImportTaxEstimate, declaredIn: CustomsCurrency): string[] {
  if (estimate.kind === 'intoUnitedStates') {
    return [
      `US duties and fees may apply to every parcel: since ${longDate(IMPORT_TAX_TABLE.usDeMinimisSuspendedOn)} the US admits no parcel free of duty, whatever its value.`,
      payerSentence(estimate.paidBy),
    ];
  }
  const lines: string[] = [];
  const value = formatDeclaredCents(estimate.valueCadCents, 'CAD');
  if (estimate.underTaxThreshold) {
    lines.push(
      `No GST/HST expected: goods made in the US or Mexico worth ${formatDeclaredCents(IMPORT_TAX_TABLE.cusmaTaxFreeCadCents, 'CAD')} or less enter free of tax.`,
    );
  } else {
    lines.push(
      `${estimate.taxName} at ${percent(estimate.taxBasisPoints)} on ${value}: about ${formatDeclaredCents(estimate.taxCadCents, 'CAD')}.`,
    );
  }
  if (estimate.provincialSalesTaxMayApply) lines.push('Provincial sales tax may also apply.');
  if (!estimate.dutyMayApply) {
    lines.push(
      `No duty expected: CUSMA-originating goods worth ${formatDeclaredCents(IMPORT_TAX_TABLE.cusmaDutyFreeCadCents, 'CAD')} or less enter free of duty.`,
    );
  } else if (estimate.valueCadCents > IMPORT_TAX_TABLE.cusmaDutyFreeCadCents) {
    lines.push(
      `Duty may apply: the parcel is worth more than ${formatDeclaredCents(IMPORT_TAX_TABLE.cusmaDutyFreeCadCents, 'CAD')}.`,
    );
  } else {
    lines.push('Duty may apply: the goods are not declared as originating under CUSMA.');
  }
  lines.push(payerSentence(estimate.paidBy));
  if (declaredIn === 'USD') {
    lines.push(
      `US dollars converted at 1 USD = ${IMPORT_TAX_TABLE.cadPerUsdTenThousandths / 10_000} CAD (${IMPORT_TAX_TABLE.cadPerUsdSource}).`,
    );
  }
  return lines;
}

/** Under every estimate: what it is, and what it is not. */
export const ESTIMATE_DISCLAIMER = `An estimate from the rates in force on ${longDate(IMPORT_TAX_TABLE.asOf)}, not a promise: the border agency assesses the amount owed.`;
