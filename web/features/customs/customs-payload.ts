/**
 * What the shipment form itself uses of the customs room, apart from the section: kept out of
 * the section's module, which loads only once a parcel crosses the border.
 */
import type { CustomsDeclarationInput } from '#domain/customs/customs-declaration.ts';
import { readPackageNumber } from '#domain/rates/package-fields.ts';
import type { CustomsFormValues } from './customs-form-values.ts';

/** A number the form holds as text, as JSON sends it; text that spells none stays text for the server to name. */
const numberOf = (text: string): number | string => readPackageNumber(text) ?? text.trim();

/**
 * The `customs` of POST /web/order/create: the numbers as numbers, the HS code as typed (the
 * schema reads its digits, dots and spaces ignored).
 */
export function toCustomsPayload(customs: CustomsFormValues): CustomsDeclarationInput {
  return {
    ...customs,
    items: customs.items.map((item) => ({
      description: item.description.trim(),
      quantity: numberOf(item.quantity),
      unitValue: numberOf(item.unitValue),
      unitWeight: numberOf(item.unitWeight),
      hsCode: item.hsCode.trim(),
      originCountry: item.originCountry.trim().toUpperCase(),
    })),
    senderTaxId: customs.senderTaxId.trim(),
    recipientTaxId: customs.recipientTaxId.trim(),
    invoiceNumber: customs.invoiceNumber.trim(),
  };
}
