import {
  declaredValueCents,
  type ContentsType,
  type CustomsDeclaration,
} from '#domain/customs/customs-declaration.ts';
import { incotermOf } from '#domain/customs/commercial-invoice.ts';
import { formatTwoDecimals } from '#domain/customs/declared-amount.ts';
import { formatHsCode } from '#domain/customs/hs-code.ts';
import { centsToDollars } from '#domain/common/money.ts';
import { COUNTRY_NAMES } from '#domain/geo/regions.ts';
import type { LabelData } from './label-data.ts';

/** A declared item as the customs papers print it, every figure already written out. */
export type CustomsItemLine = {
  /** Its place in the declaration, from 1, as the messages count items. */
  number: string;
  description: string;
  /** As tariffs print it: '6109.10'; 'None' for a document declared without one. */
  hsCode: string;
  origin: string;
  quantity: string;
  unitValue: string;
  /** Quantity times unit value. */
  lineValue: string;
};

/** Whole cents as an amount with two decimals and thousands separators: 123450 -> '1,234.50'. */
export const formatAmount = (cents: number): string => formatTwoDecimals(centsToDollars(cents));

/** Each declared item as a line of the customs papers, in the declaration's order. */
export function customsItemLines(customs: CustomsDeclaration): CustomsItemLine[] {
  return customs.items.map((item, index) => ({
    number: String(index + 1),
    description: item.description,
    hsCode: item.hsCode ? formatHsCode(item.hsCode) : 'None',
    origin: item.originCountry,
    quantity: String(item.quantity),
    unitValue: formatAmount(item.unitValueCents),
    lineValue: formatAmount(item.quantity * item.unitValueCents),
  }));
}

/** The declared value in all with its currency: '61.00 CAD'. */
export const declaredTotal = (customs: CustomsDeclaration) =>
  `${formatAmount(declaredValueCents(customs))} ${customs.currency}`;

/** Who pays duties and taxes, with the Incoterms rule that says so: 'DAP: recipient pays duties and taxes'. */
export function dutiesTerms(customs: Pick<CustomsDeclaration, 'dutiesPaidBy'>): string {
  const payer = customs.dutiesPaidBy === 'SENDER' ? 'sender' : 'recipient';
  return `${incotermOf(customs.dutiesPaidBy)}: ${payer} pays duties and taxes`;
}

const NON_DELIVERY: Record<CustomsDeclaration['nonDelivery'], string> = {
  RETURN: 'Return to sender',
  ABANDON: 'Abandon the parcel',
};

const CONTENTS: Record<ContentsType, string> = {
  MERCHANDISE: 'Merchandise (sale of goods)',
  GIFT: 'Gift',
  SAMPLE: 'Commercial sample',
  DOCUMENTS: 'Documents',
  RETURN: 'Returned goods',
};

/** The customs declaration printed after a cross-border label (CN 23's content, on 4 x 6 in pages). */
export type CustomsDeclarationText = {
  route: string;
  facts: [caption: string, value: string][];
  items: CustomsItemLine[];
  total: string;
  certification: string;
  signer: string;
  date: string;
};

/**
 * The sender's customs declaration. It is signed on the label's ship date, the day payment made
 * the label: the date page 1 prints, the same on every reprint, and never the day an unpaid
 * order was first drafted, which can be days before the parcel was ready to leave.
 */
export function customsDeclarationText(
  label: LabelData,
  customs: CustomsDeclaration,
): CustomsDeclarationText {
  const country = (code: keyof typeof COUNTRY_NAMES) => COUNTRY_NAMES[code].toUpperCase();
  return {
    route: `${country(label.sender.countryCode)} TO ${country(label.recipient.countryCode)}`,
    facts: [
      ['CONTENTS', CONTENTS[customs.contentsType]],
      ['CURRENCY', customs.currency],
      ['DUTIES AND TAXES', dutiesTerms(customs)],
      ['IF UNDELIVERABLE', NON_DELIVERY[customs.nonDelivery]],
      ['SENDER TAX ID', customs.senderTaxId || 'None'],
      ['RECIPIENT TAX ID', customs.recipientTaxId || 'None'],
    ],
    items: customsItemLines(customs),
    total: declaredTotal(customs),
    certification:
      'I certify that the particulars given in this customs declaration are correct and that this parcel does not contain any dangerous article, or any article prohibited by legislation or by postal or customs regulations.',
    signer: label.sender.name,
    date: label.shipDate,
  };
}

/**
 * Splits rows into pages: `first` rows fit on the first page, `later` on each one after, and the
 * last page also needs the room of `footer` rows. Every page after the first holds a row, so the
 * footer never stands alone.
 */
export function paginateRows<Row>(
  rows: readonly Row[],
  { first, later, footer }: { first: number; later: number; footer: number },
): Row[][] {
  const pages: Row[][] = [];
  let start = 0;
  for (;;) {
    const capacity = pages.length === 0 ? first : later;
    const left = rows.length - start;
    if (left <= capacity - footer) {
      pages.push(rows.slice(start));
      return pages;
    }
    // Leave at least one row for the page that carries the footer.
    const taken = Math.max(1, Math.min(capacity, left - 1));
    pages.push(rows.slice(start, start + taken));
    start += taken;
  }
}
