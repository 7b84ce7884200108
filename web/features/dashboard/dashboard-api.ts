import { queryOptions } from '@tanstack/react-query';
import { OrderSummarySchema } from '#domain/shipments/order-summary.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { orderKeys } from '../order-history/index.ts';

/** Spec section 8, Dashboard, word for word. */
export const DashboardMessages = {
  loadFailed: 'Failed to load dashboard data. Please try again later.',
  noShipments: "You don't have any shipments yet.",
} as const;

/** GET /web/order/summary: the counters, Recent Shipments and the weekly chart in one call. */
export const orderSummaryQuery = queryOptions({
  queryKey: orderKeys.summary(),
  queryFn: () => apiRequest('/web/order/summary', OrderSummarySchema),
});
