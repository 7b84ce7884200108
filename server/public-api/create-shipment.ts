import { PublicApiMessages as Messages, type Shipment } from '#domain/public-api/schemas.ts';
import type { OrderCreateRequest } from '#domain/shipments/schemas.ts';
import { payBatch, paymentMethodsOf } from '../checkout/index.ts';
import type { Database } from '../db/client.ts';
import { paymentRequired } from '../http/errors.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import {
  createOrder,
  findOwnedOrder,
  shipmentOf,
  validateShipment,
  type Owner,
} from '../shipments/index.ts';
import type { WebhookEvents } from '../webhooks/index.ts';

type CreateDependencies = {
  db: Database;
  now: () => Date;
  paymentProvider: PaymentProvider;
  webhooks: WebhookEvents;
};

/**
 * How the API pays for the owner's shipments (spec section 6): on the monthly invoice for an
 * account billed monthly, else by the oldest card they saved at checkout; the card's nonce is
 * made only when it is charged. Neither is a 402 before anything is created.
 */
async function paymentOf(
  { db, paymentProvider }: CreateDependencies,
  owner: Extract<Owner, { kind: 'user' }>,
): Promise<() => Promise<string>> {
  if ((await paymentMethodsOf(db, owner)).includes('INVOICE')) return async () => '';
  const [card] = await paymentProvider.listSavedCards(owner.userId);
  if (!card) throw paymentRequired(Messages.paymentMethodRequired);
  return async () => {
    const nonce = await paymentProvider.tokenizeSavedCard(owner.userId, card.token);
    if (!nonce) throw paymentRequired(Messages.paymentMethodRequired);
    return nonce.nonce;
  };
}

/**
 * A shipment made and paid in one call, through the steps the website takes one page at a time:
 * the order is created and priced, put in a shipping batch of its own, and the batch paid.
 */
export async function createPaidShipment(
  dependencies: CreateDependencies,
  owner: Extract<Owner, { kind: 'user' }>,
  order: OrderCreateRequest,
): Promise<Shipment> {
  const { db, now, paymentProvider, webhooks } = dependencies;
  const paymentNonce = await paymentOf(dependencies, owner);
  const { trackingNumber } = await createOrder({ db, webhooks }, owner, order, now());
  const batchId = await validateShipment({ db, now }, owner, {
    batchId: null,
    shippingRequests: [{ trackingNumber, serviceCode: order.serviceCode }],
  });
  await payBatch({ db, provider: paymentProvider, now, webhooks }, owner, batchId, {
    paymentNonce: await paymentNonce(),
    saveCard: false,
  });
  return shipmentOf((await findOwnedOrder(db, owner, trackingNumber))!);
}
