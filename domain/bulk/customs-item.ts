import type { CustomsDeclarationInput } from '#domain/customs/customs-declaration.ts';
import { readPackageNumber } from '#domain/rates/package-fields.ts';
import { COUNTRY_CODES, type CountryCode } from '#domain/common/postal-code-format.ts';
import { normalizeCountry } from '#domain/common/country.ts';

// Only types from the declaration's module: the wizard's page sends this item without loading
// the declaration's rules, which come with the spreadsheet reader when a sheet is chosen.

/** The customs fields of a bulk recipient: one item per row, as text as typed or read from a sheet. */
export type BulkCustomsFields = {
  contentsType: string;
  description: string;
  quantity: string;
  unitValue: string;
  currency: string;
  hsCode: string;
  originCountry: string;
};
export type BulkCustomsField = keyof BulkCustomsFields;

// An item's share of the parcel is kept to a millionth of its unit.
const MILLIONTHS = 1_000_000;

/**
 * One item's weight when a row declares only the parcel's: the parcel's weight shared evenly
 * among its items, rounded down to a millionth, so the items never outweigh the parcel (which
 * also holds the packing) and even 9,999 items in a 0.1 kg parcel weigh more than nothing.
 * null when the weight or the quantity is not a number the order would take.
 */
export function unitWeightOf(parcelWeight: string, quantity: string): number | null {
  const weight = readPackageNumber(parcelWeight);
  const count = readPackageNumber(quantity);
  if (weight === null || count === null || !Number.isInteger(count) || count < 1) return null;
  return Math.floor(Math.round(weight * MILLIONTHS) / count) / MILLIONTHS;
}

/** Whether a recipient's country is the served one that is not the sender's: its parcel crosses the border and needs customs. */
export function crossesBorderFrom(senderCountry: CountryCode, recipientCountry: string): boolean {
  const country = normalizeCountry(recipientCountry);
  return COUNTRY_CODES.some((code) => code === country) && country !== senderCountry;
}

/**
 * A customs item not yet typed, with the shipping form's defaults (issue 34): merchandise, one
 * of it, valued in the sender's own currency; what it is, its value, HS code and origin are the
 * sender's to declare.
 */
export const newCustomsFields = (senderCountry: CountryCode): BulkCustomsFields => ({
  contentsType: 'MERCHANDISE',
  description: '',
  quantity: '1',
  unitValue: '',
  currency: senderCountry === 'US' ? 'USD' : 'CAD',
  hsCode: '',
  originCountry: '',
});

/** Whether any customs field is filled in. */
export const hasCustoms = (fields: BulkCustomsFields): boolean =>
  Object.values(fields).some((text) => text.trim() !== '');

/**
 * The declaration a bulk recipient's customs fields make, in the order payload's edge shape:
 * one item weighing its share of the parcel (unitWeightOf), returned if undelivered and its
 * duties paid by the recipient (DAP), as a shop shipping to the other country most often
 * chooses. Codes are read in any case; 'Canada' and 'USA' are CA and US, as for the recipient.
 */
export function customsDeclarationOf(fields: BulkCustomsFields, parcelWeight: string) {
  return {
    contentsType: fields.contentsType.trim().toUpperCase(),
    currency: fields.currency.trim().toUpperCase(),
    nonDelivery: 'RETURN' satisfies CustomsDeclarationInput['nonDelivery'],
    dutiesPaidBy: 'RECIPIENT' satisfies CustomsDeclarationInput['dutiesPaidBy'],
    items: [
      {
        description: fields.description.trim(),
        // Numbers go as text, as a form sends them: the declaration reads them with its own rules.
        quantity: fields.quantity.trim(),
        unitValue: fields.unitValue.trim(),
        unitWeight: unitWeightOf(parcelWeight, fields.quantity),
        hsCode: fields.hsCode.trim(),
        originCountry: normalizeCountry(fields.originCountry),
      },
    ],
  };
}
