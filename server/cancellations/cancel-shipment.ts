import { isCancellable } from '#domain/shipments/order-status.ts';
import { ShipmentMessages as Messages } from '#domain/common/shipping-messages.ts';
import {
  CancellationMessages,
  refundRetryDelayMs,
  type Cancellation,
} from '#domain/shipments/cancellation.ts';
import { centsToDollars } from '#domain/common/money.ts';
import { TRACKING_DESCRIPTIONS } from '#domain/tracking/tracking-events.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { OwnerKey } from '../shipments/index.ts';
import { recordTrackingEvents } from '../tracking/index.ts';
import type { WebhookEvents } from '../webhook-events.ts';
import {
  insertCancellation,
  lockOwnedOrder,
  takeOffInvoice,
  type CancellationRow,
} from './queries.ts';
import { refundIfDue, type RefundDependencies } from './refund.ts';

export type CancelDependencies = RefundDependencies & {
  /** Where the tracking mails' links lead (none is sent for a cancellation, but the recorder asks). */
  publicUrl: string;
  webhooks: WebhookEvents;
};

/**
 * Cancels the owner's paid shipment before the carrier has it (docs/decisions/024). One
 * transaction, holding the order's row, makes it CANCELLED with a tracking event (which tells
 * the tracking.updated webhook, and after which no scan or pickup takes it), and gives the money
 * back: an invoiced shipment leaves the monthly invoice there and then; a card payment is refunded
 * by the provider after the commit, under the order's own idempotency key, so a crash or a
 * failed refund leaves a refund still due, which the next cancel of the same shipment makes, or
 * else the refund retry (refund-retry.ts) when it falls due.
 * Cancelling a cancelled shipment again answers its cancellation.
 */
export function createShipmentCancellation(dependencies: CancelDependencies): CancelShipment {
  return (owner, trackingNumber) => cancelShipment(dependencies, owner, trackingNumber);
}

/** Cancels the owner's shipment with this (normalized) tracking number: see createShipmentCancellation. */
export type CancelShipment = (owner: OwnerKey, trackingNumber: string) => Promise<Cancellation>;

async function cancelShipment(
  dependencies: CancelDependencies,
  owner: OwnerKey,
  trackingNumber: string,
): Promise<Cancellation> {
  const { db, now } = dependencies;
  const { cancellation, chargeReference } = await db.transaction(async (tx) => {
    const found = await lockOwnedOrder(tx, owner, trackingNumber);
    if (!found) throw notFound(Messages.orderNotFound);
    const { order, payment } = found;
    const chargeReference = payment?.providerReference ?? null;
    if (found.cancellation) return { cancellation: found.cancellation, chargeReference };
    if (!payment) throw conflict(CancellationMessages.notPaid);
    if (!isCancellable(order.status)) throw conflict(CancellationMessages.tooLate);

    const at = now();
    await recordTrackingEvents(
      tx,
      [
        {
          orderId: order.id,
          status: 'CANCELLED',
          description: TRACKING_DESCRIPTIONS.CANCELLED,
          location: `${order.senderCity}, ${order.senderProvince}`,
          source: 'PORTAL',
          occurredAt: at,
        },
      ],
      dependencies,
    );
    if (payment.method === 'INVOICE') await takeOffInvoice(tx, order);
    const cancellation = await insertCancellation(tx, {
      orderId: order.id,
      cancelledAt: at,
      refundCents: order.priceCents,
      refundMethod: payment.method,
      refundedAt: payment.method === 'INVOICE' ? at : null,
      // A card refund is asked for right after the commit; if that never happens (a crash), the
      // retry asks when this comes.
      nextRefundAttemptAt:
        payment.method === 'CARD' ? new Date(at.getTime() + refundRetryDelayMs(0)) : null,
    });
    return { cancellation, chargeReference };
  });
  const settled = await refundIfDue(dependencies, cancellation, chargeReference);
  return cancellationOf(trackingNumber, settled);
}

const cancellationOf = (trackingNumber: string, cancellation: CancellationRow): Cancellation => ({
  trackingNumber,
  status: 'CANCELLED',
  cancelledAt: cancellation.cancelledAt.toISOString(),
  refund: {
    method: cancellation.refundMethod,
    amount: centsToDollars(cancellation.refundCents),
    state: cancellation.refundedAt ? 'REFUNDED' : 'PENDING',
  },
});
