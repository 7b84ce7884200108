import { randomUUID } from 'node:crypto';
import { GUEST_PRICING } from '#domain/rates/customer-price.ts';
import { OrderCreateRequestSchema } from '#domain/shipments/schemas.ts';
import type { Database } from '../db/client.ts';
import { orders, shippingBatches } from '../db/schema.ts';
import { priceOrder } from '../shipments/price-order.ts';
import { orderBody } from './shipments.ts';

// The shipment tests' sample order (Vancouver to Toronto, 2 kg Ground), parsed and priced as
// POST /web/order/create does.
const sampleOrder = OrderCreateRequestSchema.parse(orderBody());
const samplePricing = priceOrder(sampleOrder, sampleOrder.serviceCode, GUEST_PRICING);
if (!samplePricing.ok) throw new Error(samplePricing.message);
const { price } = samplePricing;

/**
 * Records a shipment of `packages` sample parcels that the user paid for at `paidAt`, or left
 * unpaid (null), straight in the database: a volume tier takes hundreds of parcels, too many to
 * create through the API in a test.
 */
export async function insertShipment(
  db: Database,
  userId: string,
  { packages, paidAt }: { packages: number; paidAt: Date | null },
): Promise<void> {
  const [batch] = await db
    .insert(shippingBatches)
    .values({
      userId,
      status: paidAt ? 'PAID' : 'OPEN',
      paidAt,
      paymentMethod: paidAt ? 'CARD' : null,
      totalCents: packages * price.priceCents,
    })
    .returning({ id: shippingBatches.id });
  await db.insert(orders).values(
    Array.from({ length: packages }, () => ({
      ...sampleOrder,
      ...price,
      userId,
      trackingNumber: randomUUID(),
      shippingBatchId: batch!.id,
      status: paidAt ? ('LABEL_CREATED' as const) : ('ORDER_CREATED' as const),
    })),
  );
}
