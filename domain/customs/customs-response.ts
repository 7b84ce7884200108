import { z } from 'zod';
import {
  CONTENTS_TYPES,
  CUSTOMS_CURRENCIES,
  DUTIES_PAYERS,
  NON_DELIVERY_CHOICES,
} from './customs-choices.ts';

/** A declared item at the API edge: its unit value in the declaration's currency with two decimals. */
export const CustomsItemResponseSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitValue: z.number(),
  unitWeight: z.number(),
  /** Digits only, '' for a document declared without one. */
  hsCode: z.string(),
  originCountry: z.string(),
});

/** A declaration as answers show it (order history, tracking for the sender, the API's shipment). */
export const CustomsDeclarationResponseSchema = z.object({
  contentsType: z.enum(CONTENTS_TYPES),
  currency: z.enum(CUSTOMS_CURRENCIES),
  nonDelivery: z.enum(NON_DELIVERY_CHOICES),
  dutiesPaidBy: z.enum(DUTIES_PAYERS),
  items: z.array(CustomsItemResponseSchema),
  /** The items' quantities times their unit values, two decimals. */
  totalValue: z.number(),
  senderTaxId: z.string(),
  recipientTaxId: z.string(),
  invoiceNumber: z.string(),
  cusmaOriginating: z.boolean(),
});
export type CustomsDeclarationResponse = z.infer<typeof CustomsDeclarationResponseSchema>;
