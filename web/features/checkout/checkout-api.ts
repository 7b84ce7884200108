import { queryOptions } from '@tanstack/react-query';
import { BatchStatusSchema } from '#domain/shipments/batch-status.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** GET /web/ship/status/{batchId} as one query, for useQuery and fetchQuery alike. */
export const batchStatusQuery = (batchId: string) =>
  queryOptions({
    queryKey: ['checkout', 'batch-status', batchId] as const,
    queryFn: ({ signal }) => checkoutApi.batchStatus(batchId, signal),
  });

/** The checkout calls of spec section 7; paying is in payments, booking a pickup in pickups. */
export const checkoutApi = {
  batchStatus: (batchId: string, signal?: AbortSignal) =>
    apiRequest(`/web/ship/status/${encodeURIComponent(batchId)}`, BatchStatusSchema, { signal }),
};
