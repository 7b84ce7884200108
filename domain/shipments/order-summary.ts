import { z } from 'zod';
import { DASHBOARD_COUNTER_STATUSES } from '../tracking/progress.ts';
import { nextCalendarDay } from '../common/vancouver-date.ts';
import { OrderListItemSchema } from './order-list.ts';
import type { OrderStatus } from './order-status.ts';

/** The dashboard counts the latest this many orders (spec section 7: it lists them with size 100). */
export const DASHBOARD_COUNTED_ORDERS = 100;
/** Recent Shipments shows this many (spec section 7: size 5). */
export const DASHBOARD_RECENT_ORDERS = 5;
/** The shipments-per-week chart covers this many weeks, the current one last. */
export const DASHBOARD_CHART_WEEKS = 12;

export const DashboardCountersSchema = z.object({
  total: z.number().int().min(0),
  pending: z.number().int().min(0),
  inTransit: z.number().int().min(0),
  delivered: z.number().int().min(0),
});
export type DashboardCounters = z.infer<typeof DashboardCountersSchema>;

export const WeeklyShipmentsSchema = z.object({
  /** The Monday the week starts, a Vancouver calendar day 'YYYY-MM-DD'. */
  weekStart: z.string(),
  count: z.number().int().min(0),
});
export type WeeklyShipments = z.infer<typeof WeeklyShipmentsSchema>;

/** GET /web/order/summary: what the dashboard shows of the signed-in user's orders. */
export const OrderSummarySchema = z.object({
  counters: DashboardCountersSchema,
  recent: z.array(OrderListItemSchema),
  /** Oldest week first, DASHBOARD_CHART_WEEKS of them. */
  weekly: z.array(WeeklyShipmentsSchema),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/**
 * Spec section 4's dashboard counters over the latest orders' statuses: Total counts them all,
 * Pending, In Transit and Delivered the statuses DASHBOARD_COUNTER_STATUSES names (an
 * ORDER_CREATED or OUT_FOR_DELIVERY order counts in Total only).
 */
export function dashboardCounters(
  statusCounts: readonly { status: OrderStatus; count: number }[],
): DashboardCounters {
  const countOf = (statuses: readonly OrderStatus[]) =>
    statusCounts
      .filter((entry) => statuses.includes(entry.status))
      .reduce((sum, entry) => sum + entry.count, 0);
  return {
    total: statusCounts.reduce((sum, entry) => sum + entry.count, 0),
    pending: countOf(DASHBOARD_COUNTER_STATUSES.pending),
    inTransit: countOf(DASHBOARD_COUNTER_STATUSES.inTransit),
    delivered: countOf(DASHBOARD_COUNTER_STATUSES.delivered),
  };
}

/**
 * The Mondays starting the chart's weeks, oldest first, plus the Monday after the current week
 * (the end of the last one): DASHBOARD_CHART_WEEKS + 1 Vancouver calendar days.
 */
export function chartWeekStarts(today: string, weeks = DASHBOARD_CHART_WEEKS): string[] {
  // getUTCDay of a calendar day read at UTC midnight is its weekday: 0 Sunday, 1 Monday.
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const thisMonday = nextCalendarDay(today, -((weekday + 6) % 7));
  return Array.from({ length: weeks + 1 }, (_, index) =>
    nextCalendarDay(thisMonday, 7 * (index - weeks + 1)),
  );
}
