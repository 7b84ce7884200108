import { z } from 'zod';
import { checkOrderCustoms } from '#domain/customs/order-customs.ts';
import type { ProcessedOrder } from '#domain/bulk/schemas.ts';
import { OrderFieldsSchema, withCheckedPlaces } from '#domain/shipments/schemas.ts';

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The wizard's sender rule (spec section 5): a full name or a company; the company then names the sender. */
function withSenderNameOrCompany(entry: unknown): unknown {
  if (typeof entry !== 'object' || entry === null) return entry;
  const { senderName, senderCompany } = entry as Record<string, unknown>;
  return isBlank(senderName) && !isBlank(senderCompany)
    ? { ...entry, senderName: senderCompany }
    : entry;
}

/**
 * One orderList entry: the single-shipment order payload and its rules, without the service
 * and remarks (the service is chosen on review).
 */
export const BulkOrderEntrySchema = z.preprocess(
  withSenderNameOrCompany,
  OrderFieldsSchema.omit({ serviceCode: true, packageInstruction: true })
    .superRefine(checkOrderCustoms)
    .transform(withCheckedPlaces),
);
export type BulkOrderEntry = z.output<typeof BulkOrderEntrySchema>;

type OrderDetails = ProcessedOrder['orderDetails'];

const DETAIL_FIELDS = [
  'recipientName',
  'recipientCompany',
  'recipientPhoneNumber',
  'recipientEmail',
  'recipientStreetAddress',
  'recipientUnitNumber',
  'recipientCity',
  'recipientProvince',
  'recipientPostalCode',
  'recipientCountryCode',
] as const satisfies readonly (keyof OrderDetails)[];

/** The recipient review shows: as validated for a good row, as sent (text or '') for a failed one. */
export function orderDetailsOf(entry: Record<string, unknown>): OrderDetails {
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return Object.fromEntries(
    DETAIL_FIELDS.map((field) => [field, text(entry[field])]),
  ) as OrderDetails;
}
