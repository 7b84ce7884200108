import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderFilter, OrderListItem } from '#domain/shipments/order-list.ts';
import type { OrderStatus } from '#domain/shipments/order-status.ts';
import { nextCalendarDay, vancouverDayStart } from '#domain/pickups/vancouver-date.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema.ts';

/** `%` and `_` typed in a search are letters, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The conditions of the user's orders matching the filter; the dates are Vancouver days, both included. */
function whereOrders(userId: string, filter: OrderFilter): SQL {
  const { status, batchId, recipientName, dateFrom, dateTo, trackingNumber } = filter;
  const conditions: (SQL | undefined)[] = [
    eq(orders.userId, userId),
    status ? eq(orders.status, status) : undefined,
    batchId ? eq(orders.shippingBatchId, batchId) : undefined,
    trackingNumber ? eq(orders.trackingNumber, trackingNumber) : undefined,
    recipientName ? ilike(orders.recipientName, `%${escapeLike(recipientName)}%`) : undefined,
    dateFrom ? gte(orders.createdAt, vancouverDayStart(dateFrom)) : undefined,
    dateTo ? lt(orders.createdAt, vancouverDayStart(nextCalendarDay(dateTo))) : undefined,
  ];
  return and(...conditions)!;
}

// Newest first; the id breaks ties so that pages never overlap or skip an order.
const NEWEST_FIRST = [desc(orders.createdAt), desc(orders.id)];

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
};

type ListItemRow = { createdAt: Date; updatedAt: Date } & Omit<
  OrderListItem,
  'createdDate' | 'updatedDate'
>;

const toListItem = ({ createdAt, updatedAt, ...row }: ListItemRow): OrderListItem => ({
  ...row,
  createdDate: createdAt.toISOString(),
  updatedDate: updatedAt.toISOString(),
});

/**
 * `limit` of the user's matching orders after skipping `offset`, newest first.
 *
 * Deep pages: the ids of the page are found first from the index alone ((user_id, created_at
 * desc, id desc), or with status in it), skipping `offset` index entries without reading a
 * single row, and only the page's rows are then read. A keyset cursor would skip even the
 * index entries, but numbered pagination (spec section 2) jumps to any page, which a cursor
 * cannot; see docs/benchmarks.md for what a page 5,000 deep costs.
 */
export async function listOrders(
  db: Database,
  userId: string,
  filter: OrderFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<OrderListItem[]> {
  const page = db
    .select({ id: orders.id })
    .from(orders)
    .where(whereOrders(userId, filter))
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select(listItemColumns)
    .from(orders)
    .innerJoin(page, eq(orders.id, page.id))
    .orderBy(...NEWEST_FIRST);
  return rows.map(toListItem);
}

/** How many of the user's orders match the filter (an index-only count). */
export async function countOrders(
  db: Database,
  userId: string,
  filter: OrderFilter,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(whereOrders(userId, filter));
  return row?.total ?? 0;
}

/** How many of the user's latest `latest` orders are in each status. */
export async function latestStatusCounts(
  db: Database,
  userId: string,
  latest: number,
): Promise<{ status: OrderStatus; count: number }[]> {
  const newest = db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.userId, userId))
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
    .where(and(eq(orders.userId, userId), gte(orders.createdAt, first), lt(orders.createdAt, last)))
    .groupBy(sql`1`);
  const counts = Array.from({ length: boundaries.length - 1 }, () => 0);
  for (const row of rows) counts[row.bucket - 1] = row.count;
  return counts;
}
