import { ShipmentMessages as Messages } from '#domain/common/shipping-messages.ts';
import type { ValidateShipmentRequest } from '#domain/shipments/schemas.ts';
import type { Database, Executor } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Owner } from './owners.ts';
import { priceOrder, type OrderPrice } from './price-order.ts';
import {
  assignOrderToBatch,
  findShippableOrders,
  insertBatch,
  lockOwnedBatch,
  pricingAccountOf,
} from './queries.ts';

type ValidateDependencies = { db: Database; now: () => Date };
type PricedOrder = {
  orderId: string;
  trackingNumber: string;
  price: OrderPrice;
  /** The open batch the order is in now, if any. */
  fromBatchId: string | null;
};

/**
 * An order may leave another open batch of the owner's, but not once that batch's payment has
 * begun: the charge already counts the order, which would then be paid for twice. Locking the
 * batch waits for a payment claim under way, so the check and the claim cannot cross.
 */
async function refuseLeavingBatchesInPayment(
  tx: Executor,
  owner: Owner,
  targetBatchId: string,
  orders: readonly PricedOrder[],
): Promise<void> {
  const sources = new Set(
    orders.flatMap(({ fromBatchId }) =>
      fromBatchId && fromBatchId !== targetBatchId ? [fromBatchId] : [],
    ),
  );
  for (const sourceId of sources) {
    const source = await lockOwnedBatch(tx, owner, sourceId);
    if (source?.paymentStartedAt || source?.status === 'PAID') {
      throw conflict(Messages.paymentInProgress);
    }
  }
}

/**
 * Gathers the owner's new orders into a shipping batch (a new one, or their open one), each
 * re-priced by the rating engine for the service chosen now; answers the batch id.
 */
export async function validateShipment(
  { db, now }: ValidateDependencies,
  owner: Owner,
  { batchId, shippingRequests }: ValidateShipmentRequest,
): Promise<string> {
  const trackingNumbers = shippingRequests.map((request) => request.trackingNumber);
  const shippable = new Map(
    (await findShippableOrders(db, owner, trackingNumbers)).map((order) => [
      order.trackingNumber,
      order,
    ]),
  );
  const account = await pricingAccountOf(db, owner, now());
  const priced: PricedOrder[] = shippingRequests.map(({ trackingNumber, serviceCode }) => {
    const order = shippable.get(trackingNumber);
    if (!order) throw notFound(Messages.orderNotShippable(trackingNumber));
    const pricing = priceOrder(order, serviceCode, account);
    if (!pricing.ok) throw badRequest(pricing.message, 'serviceCode');
    return {
      orderId: order.id,
      trackingNumber,
      price: pricing.price,
      fromBatchId: order.shippingBatchId,
    };
  });

  return db.transaction(async (tx) => {
    const at = now();
    const batch = batchId ? await lockOwnedBatch(tx, owner, batchId) : await insertBatch(tx, owner);
    if (!batch) throw notFound(Messages.batchNotFound);
    if (batch.status === 'PAID') throw conflict(Messages.batchAlreadyPaid);
    if (batch.paymentStartedAt) throw conflict(Messages.paymentInProgress);
    await refuseLeavingBatchesInPayment(tx, owner, batch.id, priced);
    for (const { orderId, trackingNumber, price, fromBatchId } of priced) {
      const assigned = await assignOrderToBatch(tx, { orderId, fromBatchId }, batch.id, price, at);
      // Paid in another checkout between the look-up and this transaction.
      if (!assigned) throw conflict(Messages.orderNotShippable(trackingNumber));
    }
    return batch.id;
  });
}
