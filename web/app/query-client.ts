import { QueryClient } from '@tanstack/react-query';

/** Retries a failed query once, unless the server answered 4xx: asking again gets the same answer. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < 1;
}

// Reads the status of an ApiRequestError without importing the API client, whose zod schemas
// would otherwise land in the entry chunk.
function isClientError(error: unknown): boolean {
  const status = error instanceof Error && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
}
