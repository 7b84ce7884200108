import { isCancellable } from '#domain/shipments/order-status.ts';
import { ShipmentMessages as Messages } from '#domain/shipments/messages.ts';
import { CancellationMessages, type Cancellation } from '#domain/shipments/cancellation.ts';
import { centsToDollars } from '#domain/rates/money.ts';
import { TRACKING_DESCRIPTIONS } from '#domain/tracking/tracking-events.ts';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import type { OwnerKey } from '../shipments/index.ts';
import { recordTrackingEvents } from '../tracking/index.ts';
import type { WebhookEvents } from '../webhooks/index.ts';
import {
  insertCancellation,
  lockOwnedOrder,
  markRefunded,
  takeOffInvoice,
  type CancellationRow,
} from './queries.ts';

export type CancelDependencies = {
  db: Database;
  now: () => Date;
  paymentProvider: PaymentProvider;
  /** Where the tracking mails' links lead (none is sent for a cancellation, but the recorder asks). */
  publicUrl: string;
  webhooks: WebhookEvents;
  log: { warn(details: object, message: string): void };
};

/**
 * Cancels the owner's paid shipment before the carrier has it (docs/decisions/024). One
 * transaction, holding the order's row, makes it CANCELLED with a tracking event (which tells
 * the tracking.updated webhook, and after which no scan or pickup takes it), and gives the money
 * back: an invoiced shipment leaves the monthly invoice there and then; a card payment is refunded
 * by the provider after the commit, under the order's own idempotency key, so a crash or a
 * failed refund leaves a refund still due, which the next cancel of the same shipment makes.
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
    });
    return { cancellation, chargeReference };
  });
  const settled = await refundIfDue(dependencies, cancellation, chargeReference);
  return cancellationOf(trackingNumber, settled);
}

/** Makes the card refund a cancellation still owes; a refusal leaves it due, and is logged. */
async function refundIfDue(
  { db, now, paymentProvider, log }: CancelDependencies,
  cancellation: CancellationRow,
  chargeReference: string | null,
): Promise<CancellationRow> {
  if (cancellation.refundedAt || !chargeReference) return cancellation;
  const refund = await paymentProvider
    .refund({
      chargeReference,
      amountCents: cancellation.refundCents,
      idempotencyKey: `cancel:${cancellation.orderId}`,
    })
    .catch((error: unknown) => ({
      status: 'FAILED' as const,
      failureMessage: error instanceof Error ? error.message : 'the provider did not answer',
    }));
  if (refund.status === 'FAILED') {
    // The cancellation stands either way: the refund is still owed, and the answer says PENDING.
    log.warn(
      { orderId: cancellation.orderId, reason: refund.failureMessage },
      'refund of a cancelled shipment failed; it stays due',
    );
    return cancellation;
  }
  return markRefunded(db, cancellation.orderId, { reference: refund.reference, at: now() });
}

const cancellationOf = (
  trackingNumber: string,
  cancellation: CancellationRow,
): Cancellation => ({
  trackingNumber,
  status: 'CANCELLED',
  cancelledAt: cancellation.cancelledAt.toISOString(),
  refund: {
    method: cancellation.refundMethod,
    amount: centsToDollars(cancellation.refundCents),
    state: cancellation.refundedAt ? 'REFUNDED' : 'PENDING',
  },
});
