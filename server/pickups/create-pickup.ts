import { ShipmentMessages as Messages } from '#domain/common/shipping-messages.ts';
import { CancellationMessages } from '#domain/shipments/cancellation.ts';
import { resolvePickupAddress, type PickupAddress } from '#domain/pickups/pickup-address.ts';
import { checkPlace } from '../postal/place-agreement.ts';
import { describePickup } from './describe-pickup.ts';
import { isPickupEligible } from '#domain/pickups/pickup-eligibility.ts';
import { checkPickupWindow } from '#domain/pickups/pickup-rules.ts';
import type { Pickup, PickupRequest } from '#domain/pickups/pickup-schemas.ts';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Owner } from '../shipments/index.ts';
import { listBatchOrders, lockOwnedBatch, type OrderRow } from '../shipments/index.ts';
import {
  findBatchPickup,
  insertPickup,
  schedulePickupOfOrders,
  type PickupRow,
} from './queries.ts';

type CreatePickupDependencies = { db: Database; now: () => Date };
export type PickupBooking = { pickup: PickupRow; orders: OrderRow[] };

const senderAsPickupAddress = (order: OrderRow): PickupAddress => ({
  address: order.senderStreetAddress,
  unitNumber: order.senderUnitNumber,
  city: order.senderCity,
  province: order.senderProvince,
  postalCode: order.senderPostalCode,
  contactName: order.senderName,
  contactPhone: order.senderPhoneNumber,
  contactEmail: order.senderEmail,
});

/** The requested orders, all of which must be in the batch and not cancelled. */
function pickOrders(batchOrders: readonly OrderRow[], trackingNumbers: readonly string[]) {
  const byTrackingNumber = new Map(batchOrders.map((order) => [order.trackingNumber, order]));
  const picked = [...new Set(trackingNumbers)].map((trackingNumber) => {
    const order = byTrackingNumber.get(trackingNumber);
    if (!order) throw badRequest(Messages.pickupOrderNotInBatch(trackingNumber), 'trackingNumbers');
    if (order.status === 'CANCELLED') {
      throw badRequest(CancellationMessages.nothingToPickUp(trackingNumber), 'trackingNumbers');
    }
    return order;
  });
  return picked;
}

/**
 * Books the one pickup of the owner's paid, pickup-eligible batch. The batch row stays locked
 * for the transaction, so two submits take turns and the second finds the first's pickup
 * (pickups.batch_id is unique as well).
 */
export async function createPickup(
  { db, now }: CreatePickupDependencies,
  owner: Owner,
  request: PickupRequest,
): Promise<PickupBooking> {
  try {
    return await db.transaction(async (tx) => {
      const at = now();
      const batch = await lockOwnedBatch(tx, owner, request.shippingBatchId);
      if (!batch) throw notFound(Messages.batchNotFound);
      if (batch.status !== 'PAID') throw conflict(Messages.pickupNeedsPayment);
      const batchOrders = await listBatchOrders(tx, batch.id);
      if (!isPickupEligible(batchOrders)) throw badRequest(Messages.pickupNotEligible);
      if (await findBatchPickup(tx, batch.id)) throw conflict(Messages.pickupAlreadyBooked);
      const pickedOrders = pickOrders(batchOrders, request.trackingNumbers);

      const windowProblem = checkPickupWindow(request, at);
      if (windowProblem) throw badRequest(windowProblem.message, windowProblem.field);
      const resolved = resolvePickupAddress(request, senderAsPickupAddress(pickedOrders[0]!));
      if ('problem' in resolved) throw badRequest(resolved.problem.message, resolved.problem.field);
      const place = checkPlace(resolved.address);
      if (!place.ok) throw badRequest(place.message, place.field);

      const pickup = await insertPickup(tx, {
        ...resolved.address,
        batchId: batch.id,
        requestedDate: request.requestedDate,
        earliestTime: request.earliestTime,
        latestTime: request.latestTime,
        notes: request.notes,
      });
      await schedulePickupOfOrders(tx, pickup, pickedOrders, at);
      return { pickup, orders: pickedOrders };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(Messages.pickupAlreadyBooked);
    throw error;
  }
}

/** A booking as POST /web/pickup/create and POST /api/v1/pickups answer it. */
export const pickupOf = ({ pickup, orders }: PickupBooking): Pickup => ({
  ...describePickup(pickup),
  shippingBatchId: pickup.batchId,
  trackingNumbers: orders.map((order) => order.trackingNumber),
});
