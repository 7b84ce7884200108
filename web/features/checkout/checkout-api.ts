import { queryOptions } from '@tanstack/react-query';
import { BatchStatusSchema } from '#domain/checkout/batch-status.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** The checkout's cached answers: a batch's status, read again as its delivery changes. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  batchStatus: (batchId: string) => [...checkoutKeys.all, 'batch-status', batchId] as const,
};

/** GET /web/ship/status/{batchId} as one query, for useQuery and fetchQuery alike. */
export const batchStatusQuery = (batchId: string) =>
  queryOptions({
    queryKey: checkoutKeys.batchStatus(batchId),
    queryFn: ({ signal }) => checkoutApi.batchStatus(batchId, signal),
  });

/** The checkout calls of spec section 7; paying is in payments, booking a pickup in pickups. */
export const checkoutApi = {
  batchStatus: (batchId: string, signal?: AbortSignal) =>
    apiRequest(`/web/ship/status/${encodeURIComponent(batchId)}`, BatchStatusSchema, { signal }),
};
