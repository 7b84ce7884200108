import { z } from 'zod';
import { singleLineText } from '../common/text.ts';
import { BATCH_ID_PATTERN, MAX_BATCH_ID_LENGTH } from '../bulk/batch-id.ts';
import { CustomsDeclarationResponseSchema } from '../customs/customs-response.ts';
import { normalizeTrackingNumber } from '../tracking/tracking-number.ts';
import { ORDER_STATUSES } from './order-status.ts';

/** Orders per page when the caller names no size; the order history shows pages of 10. */
export const DEFAULT_ORDER_PAGE_SIZE = 10;
export const MAX_ORDER_PAGE_SIZE = 100;
/** The longest recipient name search the list accepts. */
export const MAX_RECIPIENT_SEARCH_LENGTH = 100;

/** A shipping batch id is a GUID, written out in 36 characters as /checkout/{shippingBatchId} shows it. */
const ShippingBatchIdSchema = z.guid();

/** Whether `text` is written as a shipping batch id (the batch checkout pays). */
export const isShippingBatchId = (text: string) => ShippingBatchIdSchema.safeParse(text).success;

/** The longest batch id the list filters by: a bulk batch id, or a shipping batch id's 36 characters. */
export const MAX_LISTED_BATCH_ID_LENGTH = MAX_BATCH_ID_LENGTH;

export const BATCH_FILTER_PROBLEM =
  'batchId must be a bulk batch id (letters, digits, hyphens, underscores and periods) or a shipping batch id.';

/**
 * The list's batch filter: the bulk batch id the user named in the bulk wizard, or the shipping
 * batch id of a checkout. A shipping batch id is written with letters, digits and hyphens, so
 * the bulk batch id's pattern takes both.
 */
export const isListedBatchId = (text: string) =>
  text.length <= MAX_LISTED_BATCH_ID_LENGTH && BATCH_ID_PATTERN.test(text);
const ListedBatchIdSchema = z.string().trim().refine(isListedBatchId, BATCH_FILTER_PROBLEM);

/** A query parameter left empty ('?status=') means no filter, as forms send it. */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An optional whole-number query parameter named `name`, from `min` to `max`. */
export const wholeNumber = (name: string, min: number, max: number) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: `${name} must be a whole number.` })
      .int({ error: `${name} must be a whole number.` })
      .min(min, { error: `${name} must be at least ${min}.` })
      .max(max, { error: `${name} must be at most ${max}.` })
      .optional(),
  );

/** A real calendar day written 'YYYY-MM-DD' ('2026-02-30' is not one). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const calendarDay = (name: string) =>
  z.preprocess(
    blankAsMissing,
    z
      .string()
      .trim()
      .refine(isCalendarDay, { error: `${name} must be a date written YYYY-MM-DD.` })
      .optional(),
  );

const filterFields = {
  status: z.preprocess(
    blankAsMissing,
    z
      .enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}.` })
      .optional(),
  ),
  batchId: z.preprocess(blankAsMissing, ListedBatchIdSchema.optional()),
  recipientName: z.preprocess(
    blankAsMissing,
    singleLineText('recipientName')
      .trim()
      .max(MAX_RECIPIENT_SEARCH_LENGTH, {
        error: `recipientName must be at most ${MAX_RECIPIENT_SEARCH_LENGTH} characters.`,
      })
      .optional(),
  ),
  /** One order, as /order-history?id={trackingNumber} opens it; case and spaces ignored. */
  trackingNumber: z.preprocess(
    blankAsMissing,
    singleLineText('trackingNumber')
      .max(40, { error: 'trackingNumber must be at most 40 characters.' })
      .transform(normalizeTrackingNumber)
      .optional(),
  ),
  /** Vancouver calendar days, both included. */
  dateFrom: calendarDay('dateFrom'),
  dateTo: calendarDay('dateTo'),
};

type FilterDates = { dateFrom?: string; dateTo?: string };
const datesInOrder = (filter: FilterDates) =>
  !filter.dateFrom || !filter.dateTo || filter.dateFrom <= filter.dateTo;
const DATES_OUT_OF_ORDER = { error: 'dateFrom must be on or before dateTo.', path: ['dateFrom'] };

/** The filters of the order list and its CSV export (spec section 7), without the paging. */
export const OrderFilterSchema = z.object(filterFields).refine(datesInOrder, DATES_OUT_OF_ORDER);
export type OrderFilter = z.infer<typeof OrderFilterSchema>;

/** The order history's filter form says what is wrong in its users' words, beside the field. */
export const OrderFilterFormMessages = {
  batchId:
    'Enter a batch ID as you named it in bulk shipping, or the shipping batch ID of your checkout link: letters, digits, hyphens, underscores and periods.',
  datesOutOfOrder: 'Date from must be on or before date to.',
} as const;

/**
 * The order history's filter form (spec section 2): each field as typed, empty meaning any,
 * held to the rules of OrderFilterSchema that a user can break by typing.
 */
export const OrderFilterFormSchema = z
  .object({
    status: z.string(),
    batchId: z.string(),
    recipientName: z.string(),
    dateFrom: z.string(),
    dateTo: z.string(),
  })
  .superRefine(({ batchId, dateFrom, dateTo }, context) => {
    if (batchId && !isListedBatchId(batchId)) {
      context.addIssue({
        code: 'custom',
        path: ['batchId'],
        message: OrderFilterFormMessages.batchId,
      });
    }
    if (!datesInOrder({ dateFrom, dateTo })) {
      context.addIssue({
        code: 'custom',
        path: ['dateTo'],
        message: OrderFilterFormMessages.datesOutOfOrder,
      });
    }
  });
export type OrderFilterForm = z.infer<typeof OrderFilterFormSchema>;

/** A query of the order filters and the paging fields given, the dates in order. */
export const withOrderFilters = <Paging extends z.ZodRawShape>(paging: Paging) =>
  z
    .object({ ...filterFields, ...paging })
    // The filter fields' dates, whatever the paging fields: TypeScript cannot see it through Paging.
    .refine((query) => datesInOrder(query as FilterDates), DATES_OUT_OF_ORDER);

/** GET /web/order/list's query: the filters and a 1-based page of `size` orders, newest first. */
export const OrderListQuerySchema = withOrderFilters({
  page: wholeNumber('page', 1, 1_000_000),
  size: wholeNumber('size', 1, MAX_ORDER_PAGE_SIZE),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** Spec section 3, Order list item; the dates are ISO instants. */
export const OrderListItemSchema = z.object({
  trackingNumber: z.string(),
  createdDate: z.iso.datetime({ offset: true }),
  updatedDate: z.iso.datetime({ offset: true }),
  orderStatus: z.enum(ORDER_STATUSES),
  recipientName: z.string(),
  recipientCity: z.string(),
  recipientProvince: z.string(),
  serviceDescription: z.string(),
  serviceCode: z.string(),
  /** The checkout the order is paid in (/checkout/{shippingBatchId}); null until it joins one. */
  shippingBatchId: z.string().nullable(),
  /** What was declared for a parcel that crosses the border; null for a domestic one. */
  customs: CustomsDeclarationResponseSchema.nullable(),
  /** Whether its commercial invoice can be downloaded now (domain/customs/commercial-invoice.ts). */
  hasCommercialInvoice: z.boolean(),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

export const OrderListResponseSchema = z.object({
  items: z.array(OrderListItemSchema),
  /** At least 1, so that page 1 of an empty list exists. */
  totalPages: z.number().int().min(1),
  currentPage: z.number().int().min(1),
  totalItems: z.number().int().min(0),
});
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

/** The most rows one CSV export holds, newest first; the answer says when it stopped there. */
export const MAX_EXPORT_ROWS = 10_000;
/** Set to 'true' on an export cut at MAX_EXPORT_ROWS. */
export const EXPORT_TRUNCATED_HEADER = 'x-export-truncated';
