import type {
  ContentsType,
  CustomsCurrency,
  DutiesPayer,
} from '#domain/customs/customs-declaration.ts';
import { readPackageNumber } from '#domain/rates/package-fields.ts';
import type { WeightUnit } from '#domain/rates/units.ts';

/** One line of the items table as the form holds it: numbers as typed, so nothing typed is lost. */
export type CustomsItemValues = {
  description: string;
  quantity: string;
  unitValue: string;
  /** In the parcel's weight unit. */
  unitWeight: string;
  hsCode: string;
  originCountry: string;
};

/** The customs declaration as the shipment form holds it (issue 34, "Where people enter it"). */
export type CustomsFormValues = {
  contentsType: ContentsType;
  currency: CustomsCurrency;
  nonDelivery: 'RETURN' | 'ABANDON';
  dutiesPaidBy: DutiesPayer;
  items: CustomsItemValues[];
  senderTaxId: string;
  recipientTaxId: string;
  invoiceNumber: string;
  cusmaOriginating: boolean;
};

/**
 * What the customs section needs of the form that holds it: the two countries, the recipient's
 * province, the parcel's weight, and the declaration itself (missing until the parcel first
 * crosses the border).
 */
export type CustomsHostValues = {
  sender: { countryCode: string; province: string };
  receiver: { countryCode: string; province: string };
  weight: string;
  weightUnit: WeightUnit;
  customs?: CustomsFormValues;
};

export const EMPTY_CUSTOMS_ITEM: CustomsItemValues = {
  description: '',
  quantity: '1',
  unitValue: '',
  unitWeight: '',
  hsCode: '',
  originCountry: '',
};

/**
 * A new declaration: merchandise, in the sender's own currency, returned if it cannot be
 * delivered, duties paid by the recipient (DAP, the default of issue 34), with one empty item.
 */
export function emptyCustoms(senderCountryCode: string): CustomsFormValues {
  return {
    contentsType: 'MERCHANDISE',
    currency: senderCountryCode === 'US' ? 'USD' : 'CAD',
    nonDelivery: 'RETURN',
    dutiesPaidBy: 'RECIPIENT',
    items: [EMPTY_CUSTOMS_ITEM],
    senderTaxId: '',
    recipientTaxId: '',
    invoiceNumber: '',
    cusmaOriginating: false,
  };
}

/** The items' running totals: value in cents (null while a line's numbers are incomplete) and weight. */
export function customsTotals(items: readonly CustomsItemValues[]): {
  valueCents: number | null;
  weight: number | null;
} {
  let valueCents: number | null = 0;
  let weight: number | null = 0;
  for (const item of items) {
    const quantity = readPackageNumber(item.quantity);
    const unitValue = readPackageNumber(item.unitValue);
    const unitWeight = readPackageNumber(item.unitWeight);
    valueCents =
      valueCents === null || quantity === null || unitValue === null
        ? null
        : valueCents + quantity * Math.round(unitValue * 100);
    weight =
      weight === null || quantity === null || unitWeight === null
        ? null
        : weight + quantity * unitWeight;
  }
  return { valueCents, weight };
}
