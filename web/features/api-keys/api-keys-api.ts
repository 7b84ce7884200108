import { useQuery } from '@tanstack/react-query';
import { useRefetchingMutation } from '../../lib/use-refetching-mutation.ts';
import {
  ApiKeyCreatedSchema,
  ApiKeyListSchema,
  type ApiKeyCreateRequest,
} from '#domain/api-keys/schemas.ts';
import { MessageResponseSchema } from '#domain/auth/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** The cached answers of the API keys page: the list a change refetches. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};

/** The API keys page's calls; each answer is parsed with the server's schema. */
export const apiKeysApi = {
  keys: (signal?: AbortSignal) => apiRequest('/web/user/api-keys', ApiKeyListSchema, { signal }),
  create: (request: ApiKeyCreateRequest) =>
    apiRequest('/web/user/api-keys', ApiKeyCreatedSchema, { body: request }),
  revoke: (keyId: string) =>
    apiRequest(`/web/user/api-keys/${keyId}`, MessageResponseSchema, { method: 'DELETE' }),
};

export function useApiKeys() {
  return useQuery({
    queryKey: apiKeyKeys.list(),
    queryFn: ({ signal }) => apiKeysApi.keys(signal),
    select: (list) => list.keys,
  });
}

/** A change to the keys; on success the list is fetched again. */
export function useApiKeyMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  return useRefetchingMutation(mutationFn, [apiKeyKeys.all]);
}
