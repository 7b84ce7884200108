import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRefetchingMutation } from '../../lib/use-refetching-mutation.ts';
import { MessageResponseSchema } from '#domain/auth/schemas.ts';
import {
  WebhookDeliveryPageSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookSecretSchema,
  WebhookTestResultSchema,
  type WebhookEndpointCreateRequest,
  type WebhookEndpointUpdateRequest,
} from '#domain/webhooks/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

const BASE = '/web/user/webhook-endpoints';
/** While a delivery is being sent, its log is read again this often. */
const PENDING_REFRESH_MS = 2000;

/** The cached answers of the webhooks page: the endpoints, each one's secret and delivery log. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: () => [...webhookKeys.all, 'endpoints'] as const,
  secret: (endpointId: string) => [...webhookKeys.all, 'secret', endpointId] as const,
  deliveries: () => [...webhookKeys.all, 'deliveries'] as const,
  endpointDeliveries: (endpointId: string) => [...webhookKeys.deliveries(), endpointId] as const,
};

/** The webhooks page's calls; each answer is parsed with the server's schema. */
export const webhooksApi = {
  endpoints: (signal?: AbortSignal) => apiRequest(BASE, WebhookEndpointListSchema, { signal }),
  create: (request: WebhookEndpointCreateRequest) =>
    apiRequest(BASE, WebhookEndpointSchema, { body: request }),
  update: ({ endpointId, ...change }: WebhookEndpointUpdateRequest & { endpointId: string }) =>
    apiRequest(`${BASE}/${endpointId}`, WebhookEndpointSchema, { method: 'PATCH', body: change }),
  remove: (endpointId: string) =>
    apiRequest(`${BASE}/${endpointId}`, MessageResponseSchema, { method: 'DELETE' }),
  secret: (endpointId: string, signal?: AbortSignal) =>
    apiRequest(`${BASE}/${endpointId}/secret`, WebhookSecretSchema, { signal }),
  deliveries: (endpointId: string, cursor: string | null, signal?: AbortSignal) =>
    apiRequest(
      `${BASE}/${endpointId}/deliveries${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      WebhookDeliveryPageSchema,
      { signal },
    ),
  sendTest: (endpointId: string) =>
    apiRequest(`${BASE}/${endpointId}/test`, WebhookTestResultSchema, { method: 'POST' }),
  resend: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
    apiRequest(`${BASE}/${endpointId}/deliveries/${deliveryId}/resend`, MessageResponseSchema, {
      method: 'POST',
    }),
};

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhookKeys.endpoints(),
    queryFn: ({ signal }) => webhooksApi.endpoints(signal),
    select: (list) => list.endpoints,
  });
}

/** The signing secret, fetched only while it is shown and never kept after. */
export function useSigningSecret(endpointId: string, shown: boolean) {
  return useQuery({
    queryKey: webhookKeys.secret(endpointId),
    queryFn: ({ signal }) => webhooksApi.secret(endpointId, signal),
    enabled: shown,
    gcTime: 0,
    staleTime: Infinity,
  });
}

/** An endpoint's delivery log, newest first, a page at a time. */
export function useDeliveries(endpointId: string) {
  return useInfiniteQuery({
    queryKey: webhookKeys.endpointDeliveries(endpointId),
    queryFn: ({ pageParam, signal }) => webhooksApi.deliveries(endpointId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.deliveries.some((delivery) => delivery.status === 'PENDING'),
      )
        ? PENDING_REFRESH_MS
        : false,
  });
}

/**
 * A change to the endpoints or a delivery; on success the list and open logs are read again
 * (not a secret shown: a change leaves it as it is).
 */
export function useWebhookMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  return useRefetchingMutation(mutationFn, [webhookKeys.endpoints(), webhookKeys.deliveries()]);
}
