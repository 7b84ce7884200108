import { PublicApiMessages as Messages, type Shipment } from '#domain/public-api/schemas.ts';
import type { OrderCreateRequest } from '#domain/shipments/schemas.ts';
import {
  canBeHandedOver,
  handOverOf,
  NO_WAY_TO_HAND_OVER,
  payBatch,
  paymentMethodsOf,
} from '../checkout/index.ts';
import type { HsNomenclature } from '../customs/index.ts';
import type { Database } from '../db/client.ts';
import { conflict, paymentRequired } from '../http/errors.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import {
  createOrder,
  findBatchHolding,
  listBatchOrders,
  shipmentOf,
  validateShipment,
  type Owner,
} from '../shipments/index.ts';
import type { WebhookEvents } from '../webhook-events.ts';
import type { Claim } from './idempotency.ts';

/** An order to buy and the service it ships with. */
type ShippingRequest = { trackingNumber: string; serviceCode: string };

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
 * Puts the owner's created orders, each with its service, in a shipping batch of their own and
 * pays it with `payment`, as checkout pays; answers them as shipments, in the order asked. A
 * request taking over from one that stopped (`resume`) finishes that one's batch instead: it
 * answers it if paid, or pays it, asking again for a charge it left under way.
 */
async function buyOrders(
  dependencies: CreateDependencies,
  owner: Extract<Owner, { kind: 'user' }>,
  paymentNonce: () => Promise<string>,
  shippingRequests: ShippingRequest[],
  { resume }: { resume: boolean },
): Promise<Shipment[]> {
  const { db, now, paymentProvider, webhooks } = dependencies;
  const trackingNumbers = shippingRequests.map(({ trackingNumber }) => trackingNumber);
  const begun = resume ? await findBatchHolding(db, owner, trackingNumbers) : undefined;
  const batchId =
    begun?.id ?? (await validateShipment({ db, now }, owner, { batchId: null, shippingRequests }));
  if (begun?.status !== 'PAID') {
    const payment = { db, provider: paymentProvider, now, webhooks };
    const input = { paymentNonce: await paymentNonce(), saveCard: false };
    await payBatch(payment, owner, batchId, input, { resume });
  }
  const bought = new Map(
    (await listBatchOrders(db, batchId)).map((order) => [order.trackingNumber, order]),
  );
  return trackingNumbers.map((trackingNumber) => shipmentOf(bought.get(trackingNumber)!));
}

/**
 * A shipment made and paid in one call, through the steps the website takes one page at a time:
 * the order is created and priced (and noted on the request's claim in the same transaction),
 * put in a shipping batch of its own, and the batch paid. A request taking over the claim of one
 * that stopped finishes the order that one noted, never making a second.
 */
export async function createPaidShipment(
  dependencies: CreateDependencies & { hsNomenclature: HsNomenclature | null },
  owner: Extract<Owner, { kind: 'user' }>,
  order: OrderCreateRequest,
  claim: Claim,
): Promise<Shipment> {
  // Refused before anything is made, as paying it would be (a parcel needs a way to reach us).
  if (!canBeHandedOver(handOverOf([order]))) throw conflict(NO_WAY_TO_HAND_OVER);
  const paymentNonce = await paymentOf(dependencies, owner);
  const trackingNumber =
    claim.made ??
    (await createOrder(dependencies, owner, order, dependencies.now(), claim.record))
      .trackingNumber;
  const [shipment] = await buyOrders(
    dependencies,
    owner,
    paymentNonce,
    [{ trackingNumber, serviceCode: order.serviceCode }],
    { resume: claim.takenOver },
  );
  return shipment!;
}

/**
 * Orders a bulk upload created, bought together (so one pickup collects them all); `resume` when
 * taking over from a request that stopped.
 */
export async function buyCreatedOrders(
  dependencies: CreateDependencies,
  owner: Extract<Owner, { kind: 'user' }>,
  shippingRequests: ShippingRequest[],
  { resume }: { resume: boolean },
): Promise<Shipment[]> {
  const paymentNonce = await paymentOf(dependencies, owner);
  return buyOrders(dependencies, owner, paymentNonce, shippingRequests, { resume });
}
