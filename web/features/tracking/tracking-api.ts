import { queryOptions } from '@tanstack/react-query';
import { TrackingMessages } from '#domain/tracking/messages.ts';
import {
  TrackingErrorSchema,
  TrackingInfoSchema,
  type TrackingInfo,
} from '#domain/tracking/schemas.ts';
import { ApiErrorSchema } from '#domain/common/error.ts';

/** A failed lookup; `message` is what the tracking page shows. */
export class TrackingLookupError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'TrackingLookupError';
  }
}

/**
 * GET /web/tracking/{trackingNumber}: public, so a guest and a signed-in user ask alike. Spec
 * section 7: on 200 the body is the tracking; otherwise the text is in errorMessage, and
 * 'Unable to find tracking information.' without one (section 8). A network failure or an
 * answer we cannot read is the section's 'An error occurred ...'.
 */
export async function fetchTracking(
  trackingNumber: string,
  signal?: AbortSignal,
): Promise<TrackingInfo> {
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(`/web/tracking/${encodeURIComponent(trackingNumber)}`, {
      credentials: 'same-origin',
      signal,
    });
    payload = await response.json().catch(() => undefined);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new TrackingLookupError(0, TrackingMessages.fetchFailed);
  }
  if (response.ok) {
    const tracking = TrackingInfoSchema.safeParse(payload);
    if (tracking.success) return tracking.data;
    throw new TrackingLookupError(response.status, TrackingMessages.fetchFailed);
  }
  throw new TrackingLookupError(response.status, errorTextOf(response.status, payload));
}

function errorTextOf(status: number, payload: unknown): string {
  const error = TrackingErrorSchema.safeParse(payload);
  if (error.success) return error.data.errorMessage;
  // Too many lookups: the limit's own words say when to try again, which 'not found' would hide.
  const limited = ApiErrorSchema.safeParse(payload);
  if (status === 429 && limited.success) return limited.data.message;
  return TrackingMessages.notFound;
}

/** The cached tracking answers: one per parcel, which the order history also reads and refreshes. */
export const trackingKeys = {
  all: ['tracking'] as const,
  parcel: (trackingNumber: string) => [...trackingKeys.all, trackingNumber] as const,
};

/** The tracking of one parcel, shared by the tracking page and the order history's detail. */
export function trackingQuery(trackingNumber: string) {
  return queryOptions({
    queryKey: trackingKeys.parcel(trackingNumber),
    queryFn: ({ signal }) => fetchTracking(trackingNumber, signal),
    retry: false,
  });
}
