import { z } from 'zod';
import { singleLineText } from '#domain/common/text.ts';
import { readPackageNumber, MAX_WEIGHT } from '#domain/rates/package-fields.ts';
import { CENTS_PER_DOLLAR, centsToDollars } from '#domain/common/money.ts';
import { ISO_COUNTRY_CODES, normalizeCountryCode } from './country-codes.ts';
import {
  MAX_CUSTOMS_ITEMS,
  MAX_DESCRIPTION_LENGTH,
  MAX_ITEM_QUANTITY,
  MAX_UNIT_VALUE,
  MIN_DESCRIPTION_LENGTH,
} from './customs-limits.ts';
import { CustomsMessages as Messages } from './customs-messages.ts';
import { isHsCodeShape, normalizeHsCode } from './hs-code.ts';
import { isVagueDescription } from './vague-descriptions.ts';
import {
  CONTENTS_TYPES,
  CUSTOMS_CURRENCIES,
  DUTIES_PAYERS,
  NON_DELIVERY_CHOICES,
} from './customs-choices.ts';
import type { CustomsDeclarationResponse } from './customs-response.ts';

// Answers and pages that only show a declaration import the light modules themselves, so that
// their bundles do not carry this schema's rules (scripts/check-bundle-size.ts).
export * from './customs-choices.ts';
export * from './customs-response.ts';

/** A number as a form sends it (text) or as JSON does; blank is no number at all. */
function readTypedNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return readPackageNumber(value) ?? value;
}

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * CENTS_PER_DOLLAR - Math.round(value * CENTS_PER_DOLLAR)) < 1e-6;

/** Optional text: missing, null and blank all read as ''. */
const optionalText = (label: string, max: number, tooLong: string) =>
  singleLineText(label)
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value ?? '');

/**
 * One line of the declaration, its messages without the item's name (the declaration adds
 * "Customs item N: "). The unit value leaves as whole cents; the HS code as its digits.
 */
export const CustomsItemSchema = z.object(
  {
    description: singleLineText('Description', Messages.descriptionRequired)
      .trim()
      .min(1, { error: Messages.descriptionRequired, abort: true })
      .min(MIN_DESCRIPTION_LENGTH, { error: Messages.descriptionTooShort, abort: true })
      .max(MAX_DESCRIPTION_LENGTH, { error: Messages.descriptionTooLong, abort: true })
      .refine((description) => !isVagueDescription(description), {
        error: ({ input }) => Messages.descriptionVague(String(input)),
      }),
    quantity: z.preprocess(
      readTypedNumber,
      z
        .number({ error: Messages.quantity })
        .int(Messages.quantity)
        .min(1, Messages.quantity)
        .max(MAX_ITEM_QUANTITY, Messages.quantityTooLarge),
    ),
    unitValue: z.preprocess(
      readTypedNumber,
      z
        .number({ error: Messages.unitValue })
        .nonnegative(Messages.unitValueNegative)
        .max(MAX_UNIT_VALUE, Messages.unitValueTooLarge)
        .refine(hasAtMostTwoDecimals, Messages.unitValueDecimals),
    ),
    unitWeight: z.preprocess(
      readTypedNumber,
      z
        .number({ error: Messages.unitWeight })
        .positive(Messages.unitWeight)
        .max(MAX_WEIGHT, Messages.unitWeightTooLarge),
    ),
    hsCode: singleLineText('HS code')
      .transform(normalizeHsCode)
      .refine((digits) => digits === '' || isHsCodeShape(digits), Messages.hsCodeShape)
      .nullish()
      .transform((digits) => digits ?? ''),
    originCountry: z.preprocess(
      normalizeCountryCode,
      z
        .string({ error: Messages.originCountry })
        .refine((code) => ISO_COUNTRY_CODES.has(code), Messages.originCountry),
    ),
  },
  {
    error:
      'must be an object with description, quantity, unitValue, unitWeight, hsCode and originCountry.',
  },
);

/** A declared item as the system keeps it: its value in whole cents, its HS code as digits ('' for a document). */
export type CustomsItem = {
  description: string;
  quantity: number;
  unitValueCents: number;
  /** In the parcel's weight unit. */
  unitWeight: number;
  hsCode: string;
  originCountry: string;
};

/** Reads each item with CustomsItemSchema, naming the item in every message ("Customs item 2: ..."). */
const CustomsItemsSchema = z
  .array(z.unknown(), { error: Messages.itemsNotAList })
  .min(1, Messages.noItems)
  .max(MAX_CUSTOMS_ITEMS, Messages.tooManyItems)
  .transform((items, context): CustomsItem[] => {
    const read = items.map((item, index) => {
      const result = CustomsItemSchema.safeParse(item);
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        context.addIssue({
          code: 'custom',
          path: [index, ...issue.path],
          message: Messages.item(index + 1, issue.message),
        });
      }
      return null;
    });
    const valid = read.filter((item) => item !== null);
    if (valid.length < read.length) return z.NEVER;
    return valid.map(({ unitValue, ...item }) => ({
      ...item,
      unitValueCents: Math.round(unitValue * CENTS_PER_DOLLAR),
    }));
  });

/**
 * The customs declaration of a parcel between Canada and the US (decision 030). Documents may
 * be declared at no value and without HS codes; every other item needs both. Whether the first
 * six digits of an HS code are a subheading of the Harmonized System needs the nomenclature, so
 * the server checks that (server/customs) after this schema.
 */
export const CustomsDeclarationSchema = z
  .object(
    {
      contentsType: z.enum(CONTENTS_TYPES, { error: Messages.contentsType }),
      currency: z.enum(CUSTOMS_CURRENCIES, { error: Messages.currency }),
      nonDelivery: z.enum(NON_DELIVERY_CHOICES, { error: Messages.nonDelivery }),
      dutiesPaidBy: z.enum(DUTIES_PAYERS, { error: Messages.dutiesPaidBy }).default('RECIPIENT'),
      items: CustomsItemsSchema,
      senderTaxId: optionalText('Sender tax ID', 30, Messages.taxIdTooLong('Sender tax ID')),
      recipientTaxId: optionalText(
        'Recipient tax ID',
        30,
        Messages.taxIdTooLong('Recipient tax ID'),
      ),
      invoiceNumber: optionalText('Invoice number', 35, Messages.invoiceNumberTooLong),
      cusmaOriginating: z
        .boolean({ error: Messages.cusmaOriginating })
        .nullish()
        .transform((value) => value ?? false),
    },
    { error: Messages.notAnObject },
  )
  .superRefine((declaration, context) => {
    if (declaration.contentsType === 'DOCUMENTS') return;
    declaration.items.forEach((item, index) => {
      if (item.unitValueCents === 0) {
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'unitValue'],
          message: Messages.item(index + 1, Messages.unitValueNotPositive),
        });
      }
      if (item.hsCode === '') {
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'hsCode'],
          message: Messages.item(index + 1, Messages.hsCodeRequired),
        });
      }
    });
  });
export type CustomsDeclaration = z.output<typeof CustomsDeclarationSchema>;
export type CustomsDeclarationInput = z.input<typeof CustomsDeclarationSchema>;

/** What the parcel's contents are worth in all, in whole cents of the declaration's currency. */
export function declaredValueCents(declaration: Pick<CustomsDeclaration, 'items'>): number {
  return declaration.items.reduce((sum, item) => sum + item.quantity * item.unitValueCents, 0);
}

/** The declaration as the API edge shows it: dollars with two decimals. */
export function customsForResponse(declaration: CustomsDeclaration): CustomsDeclarationResponse {
  return {
    ...declaration,
    items: declaration.items.map(({ unitValueCents, ...item }) => ({
      ...item,
      unitValue: centsToDollars(unitValueCents),
    })),
    totalValue: centsToDollars(declaredValueCents(declaration)),
  };
}
