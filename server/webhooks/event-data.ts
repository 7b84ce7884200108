import type { Shipment } from '#domain/public-api/schemas.ts';
import type { TrackingInfo } from '#domain/tracking/schemas.ts';
import type { Database } from '../db/client.ts';
import { shipmentOf } from '../shipments/index.ts';
import { findPublicTracking } from '../tracking/index.ts';
import type { WebhookSubject } from '../webhook-events.ts';
import { findOrderRow, findUploadRow } from './queries.ts';

/** A bulk upload's outcome as bulk.completed tells it: counts, never the rows' addresses. */
export type BulkUploadOutcome = {
  uploadId: string;
  status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
  totalOrders: number;
  successCount: number;
  failureCount: number;
  createdAt: string;
  completedAt: string | null;
};

/**
 * An event's `data`: the public API's own resources (a Shipment, a parcel's public tracking), so a
 * webhook tells no more than the API would answer its owner. Null when the subject is gone.
 */
export async function eventDataOf(
  db: Database,
  subject: WebhookSubject,
): Promise<Shipment | TrackingInfo | BulkUploadOutcome | null> {
  if (subject.type === 'bulk.completed') {
    const upload = await findUploadRow(db, subject.uploadId);
    return upload
      ? {
          uploadId: upload.id,
          status: upload.status,
          totalOrders: upload.totalOrders,
          successCount: upload.successCount,
          failureCount: upload.failureCount,
          createdAt: upload.createdAt.toISOString(),
          completedAt: upload.completedAt?.toISOString() ?? null,
        }
      : null;
  }
  const order = await findOrderRow(db, subject.orderId);
  if (!order) return null;
  if (subject.type === 'tracking.updated') return findPublicTracking(db, order.trackingNumber);
  return shipmentOf(order);
}
