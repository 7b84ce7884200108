import type { FastifyRequest } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { vancouverDateOf } from '#domain/common/vancouver-date.ts';
import type { Database } from '../db/client.ts';
import { isRowId } from '../db/row-id.ts';
import { orders, shippingBatches } from '../db/schema.ts';
import type { LabelData, LabelParty } from './label-data.ts';
import { listBatchOrders, ownedBy, type OwnerKey, type Owners } from '../shipments/index.ts';
import type { OrderRow } from '../shipments/index.ts';

type FindLabelDependencies = { db: Database; owners: Pick<Owners, 'current'> };

/** The label's view of one end of the order; empty optional parts become undefined so the label leaves them out. */
function labelParty(order: OrderRow, end: 'sender' | 'recipient'): LabelParty {
  const field = <Suffix extends string>(suffix: Suffix) =>
    order[`${end}${suffix}` as keyof OrderRow] as string;
  return {
    name: field('Name'),
    company: field('Company') || undefined,
    streetAddress: field('StreetAddress'),
    unitNumber: field('UnitNumber') || undefined,
    city: field('City'),
    province: field('Province'),
    postalCode: field('PostalCode'),
    countryCode: order[`${end}CountryCode`],
    phone: field('PhoneNumber'),
  };
}

/** What the label prints for a paid order; the ship date is the day of payment in Vancouver. */
export function labelDataOf(order: OrderRow, paidAt: Date): LabelData {
  return {
    trackingNumber: order.trackingNumber,
    service: { code: order.serviceCode, name: order.serviceName },
    chargeableGrams: order.chargeableGrams,
    shipDate: vancouverDateOf(paidAt),
    sender: labelParty(order, 'sender'),
    recipient: labelParty(order, 'recipient'),
    remarks: order.packageInstruction,
    customs: order.customs ?? null,
  };
}

/**
 * The label of the owner's order: it exists once the order's batch is paid (the order is then
 * LABEL_CREATED or later) until the order is cancelled, and only for its owner, signed-in user
 * or guest browser.
 */
export async function findOwnedLabelData(
  db: Database,
  owner: OwnerKey,
  trackingNumber: string,
): Promise<LabelData | null> {
  const [row] = await db
    .select({ order: orders, paidAt: shippingBatches.paidAt })
    .from(orders)
    .innerJoin(shippingBatches, eq(shippingBatches.id, orders.shippingBatchId))
    .where(
      and(
        eq(orders.trackingNumber, trackingNumber),
        ownedBy(orders, owner),
        eq(shippingBatches.status, 'PAID'),
        // A cancelled shipment's money is back: its label must not travel.
        ne(orders.status, 'CANCELLED'),
      ),
    );
  return row?.paidAt ? labelDataOf(row.order, row.paidAt) : null;
}

/**
 * The labels of the owner's shipping batch, in the batch's order (as its orders were created,
 * as checkout lists them): none while it is unpaid, and none of its cancelled orders. Null when
 * the batch is not the owner's, or does not exist.
 */
export async function findOwnedBatchLabels(
  db: Database,
  owner: OwnerKey,
  shippingBatchId: string,
): Promise<LabelData[] | null> {
  if (!isRowId(shippingBatchId)) return null;
  const [batch] = await db
    .select({ status: shippingBatches.status, paidAt: shippingBatches.paidAt })
    .from(shippingBatches)
    .where(and(eq(shippingBatches.id, shippingBatchId), ownedBy(shippingBatches, owner)));
  if (!batch) return null;
  const { paidAt } = batch;
  if (batch.status !== 'PAID' || !paidAt) return [];
  const batchOrders = await listBatchOrders(db, shippingBatchId);
  return batchOrders
    .filter((order) => order.status !== 'CANCELLED')
    .map((order) => labelDataOf(order, paidAt));
}

/** findLabelData for registerLabelRoutes: the label of the request's owner (session or guest cookie). */
export function createFindLabelData({ db, owners }: FindLabelDependencies) {
  return async function findLabelData(
    request: FastifyRequest,
    trackingNumber: string,
  ): Promise<LabelData | null> {
    const owner = await owners.current(request);
    return owner ? findOwnedLabelData(db, owner, trackingNumber) : null;
  };
}

/** findBatchLabels for registerLabelRoutes: the batch's labels if the request's owner has it. */
export function createFindBatchLabels({ db, owners }: FindLabelDependencies) {
  return async function findBatchLabels(
    request: FastifyRequest,
    shippingBatchId: string,
  ): Promise<LabelData[] | null> {
    const owner = await owners.current(request);
    return owner ? findOwnedBatchLabels(db, owner, shippingBatchId) : null;
  };
}
