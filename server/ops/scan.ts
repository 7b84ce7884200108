import type { ScanOutcome, ScanRequest, ScanResult } from '#domain/ops/schemas.ts';
import { TRACKING_DESCRIPTIONS } from '#domain/tracking/tracking-events.ts';
import type { Database } from '../db/client.ts';
import { recordTrackingEvents } from '../tracking/index.ts';
import type { WebhookEvents } from '../webhook-events.ts';
import { findScannableOrders, type ScannableOrder } from './queries.ts';

type ScanDependencies = {
  db: Database;
  now: () => Date;
  publicUrl: string;
  webhooks: WebhookEvents;
};

/**
 * Records the scanned event for every paid parcel among the numbers, in one transaction, and
 * answers what became of each distinct number in scan order. Unknown, unpaid and cancelled
 * numbers are reported, not refused: one bad label must not hold up a cage of good ones.
 */
export async function recordScan(
  { db, now, publicUrl, webhooks }: ScanDependencies,
  { trackingNumbers, status, location }: ScanRequest,
): Promise<ScanResult[]> {
  const numbers = [...new Set(trackingNumbers)];
  return db.transaction(async (tx) => {
    const occurredAt = now();
    const paid = (await findScannableOrders(tx, numbers)).filter((order) => order.paid);
    await recordTrackingEvents(
      tx,
      paid.map((order) => ({
        orderId: order.id,
        status,
        description: TRACKING_DESCRIPTIONS[status],
        location,
        source: 'STAFF' as const,
        occurredAt,
      })),
      { publicUrl, webhooks },
    );
    // Read again: a parcel's status is its newest event's, which a carrier may have dated later.
    const after = new Map(
      (await findScannableOrders(tx, numbers)).map((order) => [order.trackingNumber, order]),
    );
    return numbers.map((trackingNumber): ScanResult => {
      const order = after.get(trackingNumber);
      if (!order) return { trackingNumber, outcome: 'UNKNOWN', status: null };
      return { trackingNumber, outcome: outcomeOf(order), status: order.status };
    });
  });
}

/** A cancelled parcel takes no event (recordTrackingEvents leaves it out), and the scan says why. */
function outcomeOf(order: ScannableOrder): ScanOutcome {
  if (order.status === 'CANCELLED') return 'CANCELLED';
  return order.paid ? 'RECORDED' : 'NOT_PAID';
}
