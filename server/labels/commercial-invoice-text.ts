import {
  declaredValueCents,
  type CustomsDeclaration,
} from '#domain/customs/customs-declaration.ts';
import { incotermOf, type InvoicedDeclaration } from '#domain/customs/commercial-invoice.ts';
import { COUNTRY_NAMES } from '#domain/geo/regions.ts';
import { formatTrackingNumber } from '#domain/tracking/tracking-number.ts';
import { customsItemLines, formatAmount, type CustomsItemLine } from './customs-paper-text.ts';
import type { LabelData, LabelParty } from './label-data.ts';
import { addressBlock } from './label-text.ts';

/** A party of the sale: a caption and the lines under it, the tax ID last. */
export type InvoiceParty = { caption: string; lines: string[] };

/** Everything a commercial invoice says, written out; render-commercial-invoice.ts lays it out. */
export type CommercialInvoiceText = {
  invoiceNumber: string;
  facts: [caption: string, value: string][];
  seller: InvoiceParty;
  buyer: InvoiceParty;
  terms: [caption: string, value: string][];
  items: CustomsItemLine[];
  totals: [caption: string, value: string][];
  /** CUSMA's certification of origin (Article 5.2, Annex 5-A), when the goods are declared originating. */
  cusmaCertification: string | null;
  declaration: string;
  signer: string;
  date: string;
};

/** The wording of a certification of origin under CUSMA (USMCA, T-MEC), Annex 5-A's minimum data elements. */
export const CUSMA_CERTIFICATION =
  'I certify that the goods described in this document qualify as originating under the Canada-United States-Mexico Agreement (CUSMA/USMCA/T-MEC) and the information contained in this document is true and accurate. I assume responsibility for proving such representations and agree to maintain and present upon request or to make available during a verification visit, documentation necessary to support this certification.';

const REASONS_FOR_EXPORT: Record<InvoicedDeclaration['contentsType'], string> = {
  MERCHANDISE: 'Sale of goods',
  SAMPLE: 'Commercial sample',
};

/** The address block's lines, as one party of the sale, with its tax ID as the last. */
function partyLines(party: LabelParty, taxId: string): string[] {
  const block = addressBlock(party);
  return [
    block.name,
    block.company,
    block.street,
    `${block.city}${block.regionAndCode}`,
    block.country,
    block.phone && `Phone ${block.phone}`,
    taxId,
  ].filter((line) => line !== '');
}

/** The sender's tax ID under its own country's name for it: a CRA business number or a US EIN. */
function sellerTaxId(party: LabelParty, taxId: string): string {
  const name = party.countryCode === 'CA' ? 'CRA business number' : 'EIN';
  return `${name}: ${taxId || 'None'}`;
}

/** Incoterms 2020 rule, spelled out with who pays the duties and taxes. */
function incotermText(customs: CustomsDeclaration): string {
  const rule = incotermOf(customs.dutiesPaidBy);
  return rule === 'DDP'
    ? 'DDP (Delivered Duty Paid): the seller pays duties and taxes'
    : 'DAP (Delivered at Place): the buyer pays duties and taxes';
}

/**
 * The commercial invoice of a parcel of merchandise or samples: the sender sells to the
 * recipient. Its number is the one declared, else the tracking number; its date is the label's
 * ship date, the day the goods were made ready to leave (the same as the customs declaration's).
 */
export function commercialInvoiceText(
  label: LabelData,
  customs: InvoicedDeclaration,
): CommercialInvoiceText {
  const invoiceNumber = customs.invoiceNumber || label.trackingNumber;
  const quantity = customs.items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    invoiceNumber,
    facts: [
      ['Invoice number', invoiceNumber],
      ['Date', label.shipDate],
      ['Tracking number', formatTrackingNumber(label.trackingNumber)],
      ['Carrier', `Maplepost ${label.service.name}`],
    ],
    seller: {
      caption: 'SELLER (EXPORTER)',
      lines: partyLines(label.sender, sellerTaxId(label.sender, customs.senderTaxId)),
    },
    buyer: {
      caption: 'BUYER (IMPORTER)',
      lines: partyLines(label.recipient, `Tax ID: ${customs.recipientTaxId || 'None'}`),
    },
    terms: [
      ['Incoterm', incotermText(customs)],
      ['Currency', customs.currency],
      ['Reason for export', REASONS_FOR_EXPORT[customs.contentsType]],
      ['Country of export', COUNTRY_NAMES[label.sender.countryCode]],
      ['Country of destination', COUNTRY_NAMES[label.recipient.countryCode]],
    ],
    items: customsItemLines(customs),
    totals: [
      ['Total quantity', String(quantity)],
      [`Total value (${customs.currency})`, formatAmount(declaredValueCents(customs))],
    ],
    cusmaCertification: customs.cusmaOriginating ? CUSMA_CERTIFICATION : null,
    declaration:
      'I declare that all the information contained in this invoice is true and correct, and that the goods are those shipped under the tracking number above.',
    signer: label.sender.name,
    date: label.shipDate,
  };
}
