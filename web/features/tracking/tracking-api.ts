import { queryOptions } from '@tanstack/react-query';
import { TrackingInfoSchema, type TrackingInfo } from '#domain/tracking/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** GET /web/tracking/{trackingNumber}: public, so a guest and a signed-in user ask alike. */
export function fetchTracking(trackingNumber: string): Promise<TrackingInfo> {
  return apiRequest(`/web/tracking/${encodeURIComponent(trackingNumber)}`, TrackingInfoSchema);
}

/** The tracking of one parcel, shared by the tracking page and the order history's detail. */
export function trackingQuery(trackingNumber: string) {
  return queryOptions({
    queryKey: ['tracking', trackingNumber],
    queryFn: () => fetchTracking(trackingNumber),
    retry: false,
  });
}
