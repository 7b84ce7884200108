import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vancouverDateOf, vancouverDayStart } from '#domain/common/vancouver-date.ts';
import { DiscardedOrderSchema } from '#domain/shipments/discard.ts';
import { ordersCsv } from '#domain/shipments/order-csv.ts';
import {
  DEFAULT_ORDER_PAGE_SIZE,
  EXPORT_TRUNCATED_HEADER,
  MAX_EXPORT_ROWS,
  OrderFilterSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
} from '#domain/shipments/order-list.ts';
import {
  chartWeekStarts,
  dashboardCounters,
  DASHBOARD_COUNTED_ORDERS,
  DASHBOARD_RECENT_ORDERS,
  OrderSummarySchema,
} from '#domain/shipments/order-summary.ts';
import type { Sessions } from '../auth/index.ts';
import { normalizeTrackingNumber } from '#domain/tracking/tracking-number.ts';
import type { Database } from '../db/client.ts';
import { discardOwnedOrder } from './discard-orders.ts';
import { latestStatusCounts, listOrderPage, listOrders, ordersPerPeriod } from './list-orders.ts';

export type OrderListRouteDependencies = {
  db: Database;
  sessions: Pick<Sessions, 'requireUser'>;
  now: () => Date;
};

/**
 * The signed-in user's orders (spec section 7): the order history's pages and CSV export, the
 * dashboard's summary, and discarding an unpaid order. Guests have no history (401); each user
 * sees only their own orders.
 */
export function registerOrderListRoutes(
  app: FastifyInstance,
  { db, sessions, now }: OrderListRouteDependencies,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/web/order/list',
    { schema: { querystring: OrderListQuerySchema, response: { 200: OrderListResponseSchema } } },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      const { page = 1, size = DEFAULT_ORDER_PAGE_SIZE, ...filter } = request.query;
      const { items, totalItems } = await listOrderPage(db, userId, filter, { page, size });
      return {
        items,
        totalPages: Math.max(1, Math.ceil(totalItems / size)),
        currentPage: page,
        totalItems,
      };
    },
  );

  routes.get(
    '/web/order/export.csv',
    { schema: { querystring: OrderFilterSchema } },
    async (request, reply) => {
      const { userId } = await sessions.requireUser(request);
      // One more than the cap tells whether the export was cut.
      const rows = await listOrders(db, userId, request.query, {
        limit: MAX_EXPORT_ROWS + 1,
        offset: 0,
      });
      const truncated = rows.length > MAX_EXPORT_ROWS;
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="maplepost-orders-${vancouverDateOf(now())}.csv"`,
        )
        .header('Cache-Control', 'private, no-store')
        .header(EXPORT_TRUNCATED_HEADER, String(truncated))
        .send(ordersCsv(rows.slice(0, MAX_EXPORT_ROWS)));
    },
  );

  routes.get(
    '/web/order/summary',
    { schema: { response: { 200: OrderSummarySchema } } },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      const weekStarts = chartWeekStarts(vancouverDateOf(now()));
      const [statusCounts, recent, weeklyCounts] = await Promise.all([
        latestStatusCounts(db, userId, DASHBOARD_COUNTED_ORDERS),
        listOrders(db, userId, {}, { limit: DASHBOARD_RECENT_ORDERS, offset: 0 }),
        ordersPerPeriod(db, userId, weekStarts.map(vancouverDayStart)),
      ]);
      return {
        counters: dashboardCounters(statusCounts),
        recent,
        weekly: weeklyCounts.map((count, index) => ({ weekStart: weekStarts[index]!, count })),
      };
    },
  );
  routes.post(
    '/web/order/:trackingNumber/discard',
    {
      schema: {
        params: z.object({ trackingNumber: z.string().transform(normalizeTrackingNumber) }),
        body: z.object({}).strict(),
        response: { 200: DiscardedOrderSchema },
      },
    },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      return discardOwnedOrder(db, userId, request.params.trackingNumber, now());
    },
  );
}
