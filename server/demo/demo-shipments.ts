import { eq } from 'drizzle-orm';
import type { CustomsDeclarationInput } from '#domain/customs/customs-declaration.ts';
import { crossesBorder } from '#domain/customs/order-customs.ts';
import { OrderCreateRequestSchema, type OrderCreateInput } from '#domain/shipments/schemas.ts';
import type { OrderStatus, PaymentMethod } from '#domain/shipments/order-status.ts';
import { SCAN_STATUSES, TRACKING_DESCRIPTIONS } from '#domain/tracking/tracking-events.ts';
import type { CurrentUser } from '../auth/index.ts';
import { batchTotalCents, settleBatch } from '../checkout/index.ts';
import type { Database } from '../db/client.ts';
import { orders, shippingBatches } from '../db/schema.ts';
import {
  insertOrder,
  listBatchOrders,
  lockOwnedBatch,
  priceOrder,
  pricingAccountOf,
  validateShipment,
  type Owner,
} from '../shipments/index.ts';
import { recordTrackingEvents } from '../tracking/index.ts';
import { NO_WEBHOOK_EVENTS } from '../webhook-events.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type Place = {
  streetAddress: string;
  city: string;
  province: string;
  postalCode: string;
  countryCode: 'CA' | 'US';
};
type Recipient = Place & { name: string; phone: string; company?: string };

/** Where each demo account ships from: its own premises. */
export type DemoSender = Place & { name: string; phone: string; email: string; company: string };

/** Real addresses (their postal codes are in the postal directory), fictional people. */
const RECIPIENTS = {
  toronto: {
    name: 'Priya Raman',
    phone: '416-555-0131',
    streetAddress: '290 Bremner Blvd',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5V 3L9',
    countryCode: 'CA',
  },
  calgary: {
    name: 'Liam Tremblay',
    phone: '403-555-0175',
    company: 'Foothills Outfitters',
    streetAddress: '800 Macleod Trail SE',
    city: 'Calgary',
    province: 'AB',
    postalCode: 'T2G 5E6',
    countryCode: 'CA',
  },
  montreal: {
    name: 'Élodie Gagnon',
    phone: '514-555-0112',
    streetAddress: '1 Place Ville Marie',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H3B 2B6',
    countryCode: 'CA',
  },
  halifax: {
    name: 'Owen MacNeil',
    phone: '902-555-0160',
    streetAddress: '1841 Argyle St',
    city: 'Halifax',
    province: 'NS',
    postalCode: 'B3J 3A5',
    countryCode: 'CA',
  },
  victoria: {
    name: 'Mei Chen',
    phone: '250-555-0148',
    streetAddress: '501 Belleville St',
    city: 'Victoria',
    province: 'BC',
    postalCode: 'V8V 1X4',
    countryCode: 'CA',
  },
  seattle: {
    name: 'Jordan Ellis',
    phone: '206-555-0193',
    streetAddress: '400 Broad St',
    city: 'Seattle',
    province: 'WA',
    postalCode: '98109',
    countryCode: 'US',
  },
  newYork: {
    name: 'Rosa Delgado',
    phone: '212-555-0117',
    company: 'Hudson Ceramics',
    streetAddress: '350 5th Ave',
    city: 'New York',
    province: 'NY',
    postalCode: '10118',
    countryCode: 'US',
  },
} as const satisfies Record<string, Recipient>;

/** One product an account sends abroad, as its customs declaration lists it; weight in kg. */
type DemoGood = {
  description: string;
  unitValue: number;
  unitWeight: number;
  hsCode: string;
  originCountry: string;
};

/** What an account sends across the border: its declaration's terms, and the goods it packs. */
export type DemoExports = Omit<CustomsDeclarationInput, 'items'> & { goods: DemoGood[] };

// The goods weigh this share of a parcel; the box and its padding weigh the rest.
const GOODS_SHARE_OF_PARCEL = 0.85;

/**
 * The declaration of a cross-border demo parcel of `kilograms`: one of each good in turn, as
 * long as another fits, so that heavier parcels hold more and every declared weight is possible.
 */
function customsFor({ goods, ...terms }: DemoExports, kilograms: number): CustomsDeclarationInput {
  let room = kilograms * GOODS_SHARE_OF_PARCEL;
  const quantities = goods.map(() => 0);
  for (let packed = true; packed;) {
    packed = false;
    goods.forEach((good, index) => {
      if (good.unitWeight > room) return;
      quantities[index]! += 1;
      room -= good.unitWeight;
      packed = true;
    });
  }
  const items = goods
    .map((good, index) => ({ ...good, quantity: quantities[index]! }))
    .filter((item) => item.quantity > 0);
  if (items.length === 0) throw new Error(`No demo good fits in a parcel of ${kilograms} kg`);
  return { ...terms, items };
}

/** One demo shipment: created `daysAgo` days ago and moved on to `status`. */
export type PlannedShipment = {
  daysAgo: number;
  status: OrderStatus;
  to: keyof typeof RECIPIENTS;
  serviceCode: string;
  /** Weight in kg of a 30 x 20 x 15 cm box. */
  kilograms: number;
};

// After payment a parcel meets each scan this many hours later: picked up the next morning,
// sorted that afternoon, on the road the day after, out and delivered on the third day.
const HOURS_AFTER_PAYMENT: Record<(typeof SCAN_STATUSES)[number], number> = {
  PICKED_UP: 20,
  AT_WAREHOUSE: 26,
  IN_TRANSIT: 34,
  OUT_FOR_DELIVERY: 68,
  DELIVERED: 74,
};
const PAID_AFTER_MS = 20 * 60 * 1000;

/** The sorting hub a parcel passes through on its way to each destination. */
function transitHub(recipient: Recipient): string {
  if (recipient.countryCode === 'US') return 'Blaine, WA';
  return recipient.province === 'BC' ? 'Delta, BC' : 'Calgary, AB';
}

function locationOf(status: OrderStatus, sender: DemoSender, recipient: Recipient): string {
  if (status === 'PICKED_UP') return `${sender.city}, ${sender.province}`;
  if (status === 'AT_WAREHOUSE') return 'Richmond, BC';
  if (status === 'IN_TRANSIT') return transitHub(recipient);
  return `${recipient.city}, ${recipient.province}`;
}

function orderBody(
  sender: DemoSender,
  exports: DemoExports,
  plan: PlannedShipment,
): OrderCreateInput {
  const recipient: Recipient = RECIPIENTS[plan.to];
  const abroad = crossesBorder({
    senderCountryCode: sender.countryCode,
    recipientCountryCode: recipient.countryCode,
  });
  return {
    senderName: sender.name,
    senderPhoneNumber: sender.phone,
    senderEmail: sender.email,
    senderCompany: sender.company,
    senderStreetAddress: sender.streetAddress,
    senderUnitNumber: '',
    senderCity: sender.city,
    senderProvince: sender.province,
    senderPostalCode: sender.postalCode,
    senderCountryCode: sender.countryCode,
    recipientName: recipient.name,
    recipientPhoneNumber: recipient.phone,
    recipientEmail: '',
    recipientCompany: recipient.company ?? '',
    recipientStreetAddress: recipient.streetAddress,
    recipientUnitNumber: '',
    recipientCity: recipient.city,
    recipientProvince: recipient.province,
    recipientPostalCode: recipient.postalCode,
    recipientCountryCode: recipient.countryCode,
    weight: plan.kilograms,
    weightUnit: 'KGS',
    length: 30,
    width: 20,
    height: 15,
    dimensionUnit: 'CM',
    packageInstruction: '',
    serviceCode: plan.serviceCode,
    customs: abroad ? customsFor(exports, plan.kilograms) : null,
  };
}

type SeedShipmentDependencies = { db: Database; now: Date; publicUrl: string };

/** A demo account as a shipper: how it pays, where it ships from and what it sends abroad. */
type DemoShipper = { payWith: PaymentMethod; sender: DemoSender; exports: DemoExports };

/**
 * Ships one planned parcel as its owner would have on that day, through the capabilities:
 * the order is checked by the API's schema and priced by the rating engine with the account's
 * volume at the time, the batch is validated and settled by checkout (label event, invoice
 * line), and the scans go through recordTrackingEvents as staff scans do. Only the creation
 * times are set back afterwards, since the capabilities stamp rows with the database's now.
 */
async function seedShipment(
  { db, now, publicUrl }: SeedShipmentDependencies,
  owner: Owner & { kind: 'user' },
  { payWith, sender, exports }: DemoShipper,
  plan: PlannedShipment,
): Promise<void> {
  const createdAt = new Date(now.getTime() - plan.daysAgo * DAY_MS - 2 * HOUR_MS);
  const order = OrderCreateRequestSchema.parse(orderBody(sender, exports, plan));
  const pricing = priceOrder(order, plan.serviceCode, await pricingAccountOf(db, owner, createdAt));
  if (!pricing.ok) throw new Error(`Demo shipment to ${plan.to}: ${pricing.message}`);
  const { trackingNumber } = await insertOrder(db, owner, order, pricing.price);
  await db
    .update(orders)
    .set({ createdAt, updatedAt: createdAt })
    .where(eq(orders.trackingNumber, trackingNumber));
  if (plan.status === 'ORDER_CREATED') return;

  const batchId = await validateShipment({ db, now: () => createdAt }, owner, {
    batchId: null,
    shippingRequests: [{ trackingNumber, serviceCode: plan.serviceCode }],
  });
  const paidAt = new Date(createdAt.getTime() + PAID_AFTER_MS);
  await db.transaction(async (tx) => {
    await tx.update(shippingBatches).set({ createdAt }).where(eq(shippingBatches.id, batchId));
    const batch = (await lockOwnedBatch(tx, owner, batchId))!;
    const batchOrders = await listBatchOrders(tx, batchId);
    await settleBatch(tx, {
      batch,
      orders: batchOrders,
      amountCents: batchTotalCents(batchOrders),
      method: payWith,
      // The demo card was never charged: the sandbox holds no payment for it.
      providerReference: null,
      at: paidAt,
    });
    // The scans up to the planned status; none for a parcel whose label was just made.
    const scanned: readonly OrderStatus[] = SCAN_STATUSES;
    const scans = SCAN_STATUSES.slice(0, scanned.indexOf(plan.status) + 1);
    await recordTrackingEvents(
      tx,
      scans.map((status) => {
        const occurredAt = new Date(paidAt.getTime() + HOURS_AFTER_PAYMENT[status] * HOUR_MS);
        if (occurredAt > now)
          throw new Error(`Demo shipment to ${plan.to}: ${status} is not due yet`);
        return {
          orderId: batchOrders[0]!.id,
          status,
          description: TRACKING_DESCRIPTIONS[status],
          location: locationOf(status, sender, RECIPIENTS[plan.to]),
          source: 'STAFF' as const,
          occurredAt,
        };
      }),
      // The demo accounts have no webhook endpoints, and their history is no news to anyone.
      { publicUrl, webhooks: NO_WEBHOOK_EVENTS },
    );
  });
}

/** Ships an account's planned parcels, oldest first, so that each is priced at its month's volume. */
export async function seedDemoShipments(
  dependencies: SeedShipmentDependencies,
  user: CurrentUser,
  { shipments, ...shipper }: DemoShipper & { shipments: PlannedShipment[] },
): Promise<void> {
  const owner = { kind: 'user' as const, userId: user.userId, user };
  const oldestFirst = [...shipments].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const plan of oldestFirst) await seedShipment(dependencies, owner, shipper, plan);
}
