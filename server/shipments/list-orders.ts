import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gte,
  ilike,
  lt,
  max,
  min,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import { offersCommercialInvoice } from '#domain/customs/commercial-invoice.ts';
import {
  customsForResponse,
  type CustomsDeclaration,
} from '#domain/customs/customs-declaration.ts';
import {
  isShippingBatchId,
  type OrderFilter,
  type OrderListItem,
} from '#domain/shipments/order-list.ts';
import type { OrderStatus } from '#domain/shipments/order-status.ts';
import { nextCalendarDay, vancouverDayStart } from '#domain/common/vancouver-date.ts';
import type { Database } from '../db/client.ts';
import { orderCounts, orders } from '../db/schema.ts';
import { keptOrders, ofBulkBatch } from './discard-orders.ts';

/** `%` and `_` typed in a search are letters, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The user's orders of a batch: the bulk batch the user named in the bulk wizard, or the shipping
 * batch of a checkout (only a GUID can be one, and the column takes nothing else).
 */
const ofBatch = (userId: string, batchId: string) =>
  or(
    isShippingBatchId(batchId) ? eq(orders.shippingBatchId, batchId) : undefined,
    ofBulkBatch(userId, batchId),
  );

/**
 * The conditions of the user's kept (not discarded) orders matching the filter; the dates are
 * Vancouver days, both included. `after` (a tracking number) keeps only orders created before
 * that one of the user's.
 */
function whereOrders(userId: string, filter: OrderFilter, after?: string): SQL {
  const { status, batchId, recipientName, dateFrom, dateTo, trackingNumber } = filter;
  const conditions: (SQL | undefined)[] = [
    eq(orders.userId, userId),
    keptOrders,
    status ? eq(orders.status, status) : undefined,
    batchId ? ofBatch(userId, batchId) : undefined,
    trackingNumber ? eq(orders.trackingNumber, trackingNumber) : undefined,
    recipientName ? ilike(orders.recipientName, `%${escapeLike(recipientName)}%`) : undefined,
    dateFrom ? gte(orders.createdAt, vancouverDayStart(dateFrom)) : undefined,
    dateTo ? lt(orders.createdAt, vancouverDayStart(nextCalendarDay(dateTo))) : undefined,
    after
      ? sql`${orders.userPosition} < (select earlier.user_position from ${orders} earlier
          where earlier.user_id = ${userId} and earlier.tracking_number = ${after})`
      : undefined,
  ];
  return and(...conditions)!;
}

// Newest first: by the user's order number, which follows creation and is unique per user, so
// pages never overlap or skip an order.
const NEWEST_FIRST = [desc(orders.userPosition)];
// The same index read backwards, for pages nearer the end than the start.
const OLDEST_FIRST = [asc(orders.userPosition)];

const listItemColumns = {
  trackingNumber: orders.trackingNumber,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  orderStatus: orders.status,
  recipientName: orders.recipientName,
  recipientCity: orders.recipientCity,
  recipientProvince: orders.recipientProvince,
  serviceDescription: orders.serviceName,
  serviceCode: orders.serviceCode,
  shippingBatchId: orders.shippingBatchId,
  customs: orders.customs,
};

type ListItemRow = { createdAt: Date; updatedAt: Date; customs: CustomsDeclaration | null } & Omit<
  OrderListItem,
  'createdDate' | 'updatedDate' | 'customs' | 'hasCommercialInvoice'
>;

const toListItem = ({ createdAt, updatedAt, customs, ...row }: ListItemRow): OrderListItem => ({
  ...row,
  createdDate: createdAt.toISOString(),
  updatedDate: updatedAt.toISOString(),
  customs: customs && customsForResponse(customs),
  hasCommercialInvoice: offersCommercialInvoice({ status: row.orderStatus, customs }),
});

/**
 * `limit` of the user's matching orders after skipping `offset`, newest first (or oldest first);
 * with `after`, only those older than the order of that tracking number (a keyset cursor).
 *
 * The ids of the page are found first from the index alone ((user_id, user_position), or with
 * status in it), skipping `offset` index entries without reading a row, and only the page's rows
 * are then read.
 */
export async function listOrders(
  db: Database,
  userId: string,
  filter: OrderFilter,
  {
    limit,
    offset,
    oldestFirst = false,
    after,
  }: { limit: number; offset: number; oldestFirst?: boolean; after?: string },
): Promise<OrderListItem[]> {
  const order = oldestFirst ? OLDEST_FIRST : NEWEST_FIRST;
  const page = db
    .select({ id: orders.id })
    .from(orders)
    .where(whereOrders(userId, filter, after))
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select(listItemColumns)
    .from(orders)
    .innerJoin(page, eq(orders.id, page.id))
    .orderBy(...order);
  return rows.map(toListItem);
}

/** Filters that order_counts answers: none, or a status alone. */
const countedByStatus = (filter: OrderFilter) =>
  !filter.batchId &&
  !filter.recipientName &&
  !filter.dateFrom &&
  !filter.dateTo &&
  !filter.trackingNumber;

/** The user's orders (of one status, or all) as order_counts counts them: a query to run, or to embed in another. */
const countedTotal = (db: Database, userId: string, status?: OrderStatus) =>
  db
    .select({ total: sql<number>`coalesce(${sum(orderCounts.count)}, 0)`.mapWith(Number) })
    .from(orderCounts)
    .where(
      and(eq(orderCounts.userId, userId), status ? eq(orderCounts.status, status) : undefined),
    );

/**
 * How many of the user's orders match the filter: one read of order_counts (kept by triggers,
 * migration 0006) when the filter is a status or nothing, else a count over the filter's index.
 */
export async function countOrders(
  db: Database,
  userId: string,
  filter: OrderFilter,
): Promise<number> {
  if (countedByStatus(filter)) {
    const [row] = await countedTotal(db, userId, filter.status);
    return row?.total ?? 0;
  }
  const [row] = await db.select({ total: count() }).from(orders).where(whereOrders(userId, filter));
  return row?.total ?? 0;
}

/** The user's orders newest first, from order number `newest` down to `oldest`. */
async function ordersNumbered(
  db: Database,
  userId: string,
  { newest, oldest }: { newest: number; oldest: number },
): Promise<OrderListItem[]> {
  const rows = await db
    .select(listItemColumns)
    .from(orders)
    .where(and(eq(orders.userId, userId), keptOrders, between(orders.userPosition, oldest, newest)))
    .orderBy(...NEWEST_FIRST);
  return rows.map(toListItem);
}

/** How many kept orders the user has (from order_counts), and the lowest and highest of their order numbers, in one round trip. */
async function orderNumbering(db: Database, userId: string) {
  const [row] = await db
    .select({
      total: sql<number>`(${countedTotal(db, userId)})`.mapWith(Number),
      first: min(orders.userPosition),
      last: max(orders.userPosition),
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), keptOrders));
  return { total: row?.total ?? 0, first: row?.first ?? 0, last: row?.last ?? 0 };
}

/**
 * Page `page` (1-based) of `size` orders, newest first, and how many match.
 *
 * Numbered pagination jumps to any page, which a keyset cursor cannot. Unfiltered, a page is a
 * range of order numbers (orders.user_position), as cheap at any depth as the first, whenever the
 * kept orders' numbers run without a gap (a discarded order leaves one; then the page is skipped
 * to as below). Otherwise a page is an offset into an index, kept cheap two ways: when the total is one
 * read (a status alone), it is known first and a page in the older half is read from the other
 * end of the same index, so no page skips more than half of the entries; for other filters the
 * count and the page run at once on two pool connections. docs/benchmarks.md has the figures.
 */
export async function listOrderPage(
  db: Database,
  userId: string,
  filter: OrderFilter,
  { page, size }: { page: number; size: number },
): Promise<{ items: OrderListItem[]; totalItems: number }> {
  const offset = (page - 1) * size;
  if (!countedByStatus(filter)) {
    const [items, totalItems] = await Promise.all([
      listOrders(db, userId, filter, { limit: size, offset }),
      countOrders(db, userId, filter),
    ]);
    return { items, totalItems };
  }
  let totalItems: number;
  if (filter.status) {
    totalItems = await countOrders(db, userId, filter);
  } else {
    const { total, first, last } = await orderNumbering(db, userId);
    totalItems = total;
    if (offset < total && last - first + 1 === total) {
      const newest = last - offset;
      const oldest = Math.max(first, newest - size + 1);
      return { items: await ordersNumbered(db, userId, { newest, oldest }), totalItems };
    }
  }
  if (offset >= totalItems) return { items: [], totalItems };
  if (offset < totalItems / 2) {
    return { items: await listOrders(db, userId, filter, { limit: size, offset }), totalItems };
  }
  // The page counted from the oldest order: it starts totalItems - offset - size orders in,
  // and the last page may be short.
  const fromOldest = totalItems - offset - size;
  const items = await listOrders(db, userId, filter, {
    limit: fromOldest < 0 ? size + fromOldest : size,
    offset: Math.max(0, fromOldest),
    oldestFirst: true,
  });
  return { items: items.reverse(), totalItems };
}

/** How many of the user's latest `latest` kept orders are in each status. */
export async function latestStatusCounts(
  db: Database,
  userId: string,
  latest: number,
): Promise<{ status: OrderStatus; count: number }[]> {
  const newest = db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.userId, userId), keptOrders))
    .orderBy(...NEWEST_FIRST)
    .limit(latest)
    .as('newest');
  return db.select({ status: newest.status, count: count() }).from(newest).groupBy(newest.status);
}

/**
 * How many orders the user created in each period between consecutive boundaries (instants,
 * ascending): boundaries.length - 1 counts, the first period first.
 */
export async function ordersPerPeriod(
  db: Database,
  userId: string,
  boundaries: readonly Date[],
): Promise<number[]> {
  const first = boundaries[0]!;
  const last = boundaries.at(-1)!;
  const thresholds = sql`array[${sql.join(
    boundaries.map((boundary) => sql`${boundary.toISOString()}::timestamptz`),
    sql`, `,
  )}]`;
  // width_bucket answers 1 for the first period, as the boundaries are the periods' starts.
  const bucket = sql<number>`width_bucket(${orders.createdAt}, ${thresholds})`.mapWith(Number);
  const rows = await db
    .select({ bucket, count: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        keptOrders,
        gte(orders.createdAt, first),
        lt(orders.createdAt, last),
      ),
    )
    .groupBy(sql`1`);
  const counts = Array.from({ length: boundaries.length - 1 }, () => 0);
  for (const row of rows) counts[row.bucket - 1] = row.count;
  return counts;
}
