import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BillingType } from '#domain/auth/schemas.ts';
import type { OrderStatus } from '#domain/shipments/order-status.ts';
import type { OpsShipment } from '#domain/ops/schemas.ts';
import type { Database, Executor } from '../db/client.ts';
import { orders, shippingBatches, users } from '../db/schema.ts';
import { partyOf } from '../shipments/index.ts';
import { findOrderEvents } from '../tracking/index.ts';

export type ScannableOrder = {
  id: string;
  trackingNumber: string;
  status: OrderStatus;
  /** Only a paid order has a label, so only a paid parcel can be handed to us and scanned. */
  paid: boolean;
};

/** The orders among these tracking numbers, whoever owns them, and whether each is paid. */
export async function findScannableOrders(
  tx: Executor,
  trackingNumbers: string[],
): Promise<ScannableOrder[]> {
  const rows = await tx
    .select({
      id: orders.id,
      trackingNumber: orders.trackingNumber,
      status: orders.status,
      batchStatus: shippingBatches.status,
    })
    .from(orders)
    .leftJoin(shippingBatches, eq(shippingBatches.id, orders.shippingBatchId))
    .where(inArray(orders.trackingNumber, trackingNumbers));
  return rows.map(({ batchStatus, ...order }) => ({
    ...order,
    paid: batchStatus === 'PAID',
  }));
}

const UNIT_NAMES = { KGS: 'kg', LBS: 'lb', CM: 'cm', IN: 'in' } as const;

/** Any shipment by its tracking number, with its shipper's account and its whole timeline. */
export async function findShipmentForStaff(
  db: Database,
  trackingNumber: string,
): Promise<OpsShipment | undefined> {
  const [row] = await db
    .select({
      order: orders,
      paidWith: shippingBatches.paymentMethod,
      account: { email: users.email, name: users.username, billingType: users.billingType },
    })
    .from(orders)
    .leftJoin(shippingBatches, eq(shippingBatches.id, orders.shippingBatchId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.trackingNumber, trackingNumber));
  if (!row) return undefined;
  const { order } = row;
  const events = await findOrderEvents(db, order.id);
  return {
    trackingNumber: order.trackingNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    serviceCode: order.serviceCode,
    serviceName: order.serviceName,
    priceCents: order.priceCents,
    parcel:
      `${order.weight} ${UNIT_NAMES[order.weightUnit]}, ` +
      `${order.length} x ${order.width} x ${order.height} ${UNIT_NAMES[order.dimensionUnit]}`,
    packageInstruction: order.packageInstruction,
    sender: partyOf(order, 'sender'),
    recipient: partyOf(order, 'recipient'),
    paidWith: row.paidWith,
    // A left join without a match gives an object of nulls; a guest's order has no account.
    account: row.account?.email ? row.account : null,
    events: events.map(({ occurredAt, ...event }) => ({
      ...event,
      timestamp: occurredAt.toISOString(),
    })),
  };
}

/**
 * Sets how the account with this email pays: billingType decides whether invoice is offered
 * (spec section 6) and paymentType is what /web/user/get reports, so both move together.
 */
export async function setBillingType(
  db: Database,
  email: string,
  billingType: BillingType,
): Promise<{ email: string; name: string; billingType: BillingType } | undefined> {
  const [user] = await db
    .update(users)
    .set({ billingType, paymentType: billingType })
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .returning({ email: users.email, name: users.username, billingType: users.billingType });
  return user;
}
