import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { DEFAULT_ORDER_PAGE_SIZE, OrderListResponseSchema } from '#domain/shipments/order-list.ts';
import { apiRequest } from '../../lib/api-client.ts';

export type ListFilter = Record<string, string>;

/**
 * The signed-in user's orders as cached: the list's pages and the dashboard's summary. A change
 * to any order invalidates `all`, so every view of them reads it again.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (filter: ListFilter, page: number) => [...orderKeys.all, 'list', filter, page] as const,
  summary: () => [...orderKeys.all, 'summary'] as const,
};

/** GET /web/order/list's address: page and size first, then the filters in the order given. */
export function orderListPath(filter: ListFilter, page: number, size = DEFAULT_ORDER_PAGE_SIZE) {
  const params = new URLSearchParams({ page: String(page), size: String(size), ...filter });
  return `/web/order/list?${params}`;
}

/** One page of the signed-in user's orders; the previous page stays shown while the next loads. */
export function orderListQuery(filter: ListFilter, page: number) {
  return queryOptions({
    queryKey: orderKeys.list(filter, page),
    queryFn: () => apiRequest(orderListPath(filter, page), OrderListResponseSchema),
    placeholderData: keepPreviousData,
  });
}

/** The CSV export of every order the filters match (the server caps it). */
export function exportCsvPath(filter: ListFilter): string {
  const params = new URLSearchParams(filter);
  const query = params.toString();
  return `/web/order/export.csv${query ? `?${query}` : ''}`;
}
