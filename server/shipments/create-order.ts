import type { OrderCreateRequest } from '#domain/shipments/schemas.ts';
import { declaredHsCodeProblem, type HsNomenclature } from '../customs/index.ts';
import type { Database, Executor } from '../db/client.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { badRequest } from '../http/errors.ts';
import type { WebhookEvents } from '../webhook-events.ts';
import type { OwnerKey } from './owners.ts';
import { priceOrder } from './price-order.ts';
import { insertOrder, pricingAccountOf } from './queries.ts';

// A clash of random tracking numbers aborts the order's transaction, which is then tried again.
const COMMIT_ATTEMPTS = 3;

/** Something to write with the new order, in its transaction (an API claim noting the order). */
export type OnOrderCreated = (tx: Executor, trackingNumber: string) => Promise<void>;

/**
 * Stores a new order priced by the rating engine on the owner's terms for the service chosen;
 * a service that does not take the parcel (or a place the postal data contradicts), or a
 * declared HS code that is not a subheading of the Harmonized System, answers 400.
 * The owner's webhooks hear of it as shipment.created, and `onCreated` writes its part, all in
 * the order's transaction.
 */
export async function createOrder(
  {
    db,
    webhooks,
    hsNomenclature,
  }: { db: Database; webhooks: WebhookEvents; hsNomenclature: HsNomenclature | null },
  owner: OwnerKey,
  order: OrderCreateRequest,
  at: Date,
  onCreated: OnOrderCreated = async () => {},
): Promise<{ id: string; trackingNumber: string }> {
  const hsCodeProblem = declaredHsCodeProblem(hsNomenclature, order.customs);
  if (hsCodeProblem) throw badRequest(hsCodeProblem.message, hsCodeProblem.field);
  const pricing = priceOrder(order, order.serviceCode, await pricingAccountOf(db, owner, at));
  if (!pricing.ok) throw badRequest(pricing.message, pricing.field);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const created = await insertOrder(tx, owner, order, pricing.price);
        await webhooks.publish(tx, { type: 'shipment.created', orderId: created.id });
        await onCreated(tx, created.trackingNumber);
        return created;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === COMMIT_ATTEMPTS) throw error;
    }
  }
}
