import type { z } from 'zod';
import { ApiErrorSchema } from '#domain/common/error.ts';
import { AccountMessages } from '#domain/auth/messages.ts';

/** What a call that cannot reach the server says. */
export const CONNECTION_FAILED_MESSAGE =
  'Could not reach Maplepost. Please check your connection and try again.';

/** A failed API call; `message` is the server's user-facing text or a clear fallback. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type AuthExpiredListener = () => void;
const authExpiredListeners = new Set<AuthExpiredListener>();
// The app's listener loads lazily: an expiry announced before it listens waits for it.
let unheardExpiry = false;

/** Called when any call answers 401, so the app can send the user to /login (spec section 7). */
export function onAuthExpired(listener: AuthExpiredListener): () => void {
  authExpiredListeners.add(listener);
  if (unheardExpiry) {
    unheardExpiry = false;
    listener();
  }
  return () => authExpiredListeners.delete(listener);
}

function announceAuthExpired(): void {
  if (authExpiredListeners.size === 0) unheardExpiry = true;
  authExpiredListeners.forEach((listener) => listener());
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or form-encoded when it is URLSearchParams (the payment call, spec section 7). */
  body?: unknown;
  /** A 401 here is not about the session (an expired payment form token): do not announce an expiry. */
  allowUnauthenticated?: boolean;
  signal?: AbortSignal;
};

/**
 * Calls our API with the session cookie and parses the answer with the same zod schema the
 * server answers with. Every failure becomes an ApiRequestError with a message to show.
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  responseSchema: T,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'Content-Type': contentTypeOf(body) },
      body:
        body instanceof URLSearchParams
          ? body
          : body === undefined
            ? undefined
            : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, CONNECTION_FAILED_MESSAGE);
  }

  const payload: unknown = await readPayload(response);
  if (response.status === 401) {
    if (!options.allowUnauthenticated) announceAuthExpired();
    throw new ApiRequestError(401, AccountMessages.authExpired);
  }
  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(payload);
    const message = parsed.success ? parsed.data.message : AccountMessages.genericError;
    throw new ApiRequestError(
      response.status,
      message,
      parsed.success ? parsed.data.field : undefined,
    );
  }
  return responseSchema.parse(payload);
}

function contentTypeOf(body: unknown): string {
  return body instanceof URLSearchParams ? 'application/x-www-form-urlencoded' : 'application/json';
}

async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (!isJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
