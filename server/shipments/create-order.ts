import type { OrderCreateRequest } from '#domain/shipments/schemas.ts';
import { declaredHsCodeProblem, type HsNomenclature } from '../customs/index.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import type { WebhookEvents } from '../webhooks/index.ts';
import type { OwnerKey } from './owners.ts';
import { priceOrder } from './price-order.ts';
import { insertOrder, pricingAccountOf } from './queries.ts';

/**
 * Stores a new order priced by the rating engine on the owner's terms for the service chosen;
 * a service that does not take the parcel (or a place the postal data contradicts), or a
 * declared HS code that is not a subheading of the Harmonized System, answers 400.
 * The owner's webhooks hear of it as shipment.created.
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
): Promise<{ id: string; trackingNumber: string }> {
  const hsCodeProblem = declaredHsCodeProblem(hsNomenclature, order.customs);
  if (hsCodeProblem) throw badRequest(hsCodeProblem.message, hsCodeProblem.field);
  const pricing = priceOrder(order, order.serviceCode, await pricingAccountOf(db, owner, at));
  if (!pricing.ok) throw badRequest(pricing.message, pricing.field);
  const created = await insertOrder(db, owner, order, pricing.price);
  await webhooks.publish(db, { type: 'shipment.created', orderId: created.id });
  return created;
}
