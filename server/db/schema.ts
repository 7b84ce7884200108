import type { CustomsDeclaration } from '#domain/customs/customs-declaration.ts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { COUNTRY_CODES } from '#domain/common/postal-code-format.ts';
import { DIMENSION_UNITS, WEIGHT_UNITS } from '#domain/rates/units.ts';
import { BATCH_STATUSES, ORDER_STATUSES, PAYMENT_METHODS } from '#domain/shipments/order-status.ts';
import { TRACKING_EVENT_SOURCES } from '#domain/tracking/tracking-events.ts';
import { USER_ROLES } from '#domain/auth/roles.ts';
import { LABEL_FORMATS } from '#domain/labels/schemas.ts';
import { API_KEY_SCOPES } from '#domain/api-keys/schemas.ts';
import type { ProcessedOrder } from '#domain/bulk/schemas.ts';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '#domain/webhooks/schemas.ts';

/** A sign-in account: the credentials only. The portal user below holds the profile. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('accounts_email_unique').on(table.email)],
);

/** The portal ("backend") user of spec section 3, one per sign-in account. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  paymentType: text('payment_type', { enum: ['PER_ORDER', 'MONTHLY_BILLING'] })
    .notNull()
    .default('PER_ORDER'),
  billingType: text('billing_type', { enum: ['PER_ORDER', 'MONTHLY_BILLING'] })
    .notNull()
    .default('PER_ORDER'),
  // Multipliers on the list price (1 = list price); exact decimals, never floats in storage.
  contractRate: numeric('contract_rate', { precision: 6, scale: 4, mode: 'number' })
    .notNull()
    .default(1),
  sameCityRate: numeric('same_city_rate', { precision: 6, scale: 4, mode: 'number' }),
  // Staff move parcels at /ops; customers never see staff pages (spec section 6 names no roles
  // for customers, so every sign-up is a CUSTOMER).
  role: text('role', { enum: USER_ROLES }).notNull().default('CUSTOMER'),
  // What Print Label gives this user: a PDF for any printer, or ZPL for a thermal printer.
  labelFormat: text('label_format', { enum: LABEL_FORMATS }).notNull().default('PDF'),
  // Set when the user deleted the account: personal data is gone, orders stay for the carrier
  // and accounting.
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions; the cookie carries a random token, only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    // The browser as it named itself at sign-in, so the user can tell sessions apart.
    userAgent: text('user_agent').notNull().default(''),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/** Single-use password reset tokens (stored hashed), valid for one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The client address whose request mailed the link; null for links handed out otherwise. */
    requestedFrom: text('requested_from'),
  },
  (table) => [
    index('password_reset_tokens_account_idx').on(table.accountId),
    index('password_reset_tokens_requested_from_idx').on(table.requestedFrom, table.expiresAt),
  ],
);

/**
 * Failed password checks, one row each, by sign-in email and client address: the login throttle
 * counts them per (email, address) pair and per address, in the database so that every API node
 * applies the same limits. Kept for the throttle's window only.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_pair_time_idx').on(table.email, table.clientAddress, table.failedAt),
    index('login_failures_address_time_idx').on(table.clientAddress, table.failedAt),
    index('login_failures_time_idx').on(table.failedAt),
  ],
);

/**
 * Requests counted against the per-address ceilings (tracking lookups, place searches, card
 * tokens...), one row a (route, client address) key and its current fixed window, so that every
 * API node on this PostgreSQL counts the same requests. Lost counts after a crash cost nothing,
 * so the migration makes the table UNLOGGED: no write-ahead log for a write on every such request.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('request_counts_window_ends_at_idx').on(table.windowEndsAt)],
);

/** Mail the portal sent; without SMTP this is the only delivery, shown at /dev/mailbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    delivered: boolean('delivered').notNull().default(false),
    // A sender holds an undelivered row until then; after a crash another sender takes it over.
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('outbox_created_idx').on(table.createdAt),
    index('outbox_undelivered_idx')
      .on(table.id)
      .where(sql`not ${table.delivered}`),
  ],
);

/** Address-book entries (spec section 3), each owned by one portal user. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull().default(''),
    streetAddress: text('street_address').notNull(),
    unitNumber: text('unit_number').notNull().default(''),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code', { enum: ['CA', 'US'] }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Every query filters by user; the book lists newest first.
    index('addresses_user_created_idx').on(table.userId, table.createdAt),
    // At most one default address per user, whatever two requests do at once.
    uniqueIndex('addresses_one_default_per_user')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/** Exactly one owner: a signed-in user, or a guest's browser (the SHA-256 of its cookie token). */
const ownedByUserOrGuest = (name: string, table: { userId: AnyPgColumn; guestKey: AnyPgColumn }) =>
  check(name, sql`(${table.userId} is null) <> (${table.guestKey} is null)`);

/** A checkout: orders paid together, at most once (see payments.batch_id). */
export const shippingBatches = pgTable(
  'shipping_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestKey: text('guest_key'),
    status: text('status', { enum: BATCH_STATUSES }).notNull().default('OPEN'),
    totalCents: integer('total_cents').notNull().default(0),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    // Set while a card charge is under way, so a second submit is refused instead of charging again.
    paymentStartedAt: timestamp('payment_started_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    ownedByUserOrGuest('shipping_batches_one_owner', table),
    index('shipping_batches_user_idx').on(table.userId, table.createdAt),
    index('shipping_batches_guest_idx').on(table.guestKey, table.createdAt),
  ],
);

/** One parcel: both parties, the package as described and as billed, and the price the server quoted. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingNumber: text('tracking_number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestKey: text('guest_key'),
    senderName: text('sender_name').notNull(),
    senderPhoneNumber: text('sender_phone_number').notNull(),
    senderEmail: text('sender_email').notNull(),
    senderCompany: text('sender_company').notNull().default(''),
    senderStreetAddress: text('sender_street_address').notNull(),
    senderUnitNumber: text('sender_unit_number').notNull().default(''),
    senderCity: text('sender_city').notNull(),
    senderProvince: text('sender_province').notNull(),
    senderPostalCode: text('sender_postal_code').notNull(),
    senderCountryCode: text('sender_country_code', { enum: COUNTRY_CODES }).notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientPhoneNumber: text('recipient_phone_number').notNull(),
    recipientEmail: text('recipient_email').notNull().default(''),
    recipientCompany: text('recipient_company').notNull().default(''),
    recipientStreetAddress: text('recipient_street_address').notNull(),
    recipientUnitNumber: text('recipient_unit_number').notNull().default(''),
    recipientCity: text('recipient_city').notNull(),
    recipientProvince: text('recipient_province').notNull(),
    recipientPostalCode: text('recipient_postal_code').notNull(),
    recipientCountryCode: text('recipient_country_code', { enum: COUNTRY_CODES }).notNull(),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    weightUnit: text('weight_unit', { enum: WEIGHT_UNITS }).notNull(),
    length: numeric('length', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    width: numeric('width', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    height: numeric('height', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    dimensionUnit: text('dimension_unit', { enum: DIMENSION_UNITS }).notNull(),
    chargeableGrams: integer('chargeable_grams').notNull(),
    packageInstruction: text('package_instruction').notNull().default(''),
    serviceCode: text('service_code').notNull(),
    serviceName: text('service_name').notNull(),
    /** The customs declaration of a parcel that crosses the border, as declared; null for a domestic one. */
    customs: jsonb('customs').$type<CustomsDeclaration>(),
    // Transit days; null when the service promises no date (UNAVAILABLE).
    etaDays: integer('eta_days'),
    listPriceCents: integer('list_price_cents').notNull(),
    discountRate: numeric('discount_rate', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    priceCents: integer('price_cents').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('ORDER_CREATED'),
    shippingBatchId: uuid('shipping_batch_id').references(() => shippingBatches.id),
    /**
     * The order's number among its user's orders, 1 for the first: set by a trigger at insert
     * (migration 0008), so the numbers are in the order the orders were created and have no
     * gaps. A page of the unfiltered order list is then a range of numbers, as cheap at page
     * 5,000 as at page 1. Null for a guest's order.
     */
    userPosition: integer('user_position'),
    /**
     * When its owner (or the 30-day sweep) discarded the unpaid order: it leaves every list and
     * count, but stays for the bulk upload row that made it. Paid orders are never discarded.
     */
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_tracking_number_unique').on(table.trackingNumber),
    ownedByUserOrGuest('orders_one_owner', table),
    // The order list, newest first (see list-orders.ts): its page ids are read from the
    // index alone, and a status filter walks its own index in the same order.
    uniqueIndex('orders_user_position_unique').on(table.userId, table.userPosition),
    index('orders_user_status_position_idx').on(
      table.userId,
      table.status,
      table.userPosition.desc().nullsFirst(),
    ),
    // Date filters (with a status or not) and the dashboard's weekly chart read a range of
    // creation times.
    index('orders_user_created_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('orders_user_status_created_idx').on(
      table.userId,
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // recipientName filters with 'contains, any case': trigrams of the user's own orders (the
    // user id is in the index through btree_gin) find it without reading every order, or every
    // account's orders with that name.
    index('orders_user_recipient_name_trgm_idx').using(
      'gin',
      table.userId,
      table.recipientName.op('gin_trgm_ops'),
    ),
    index('orders_guest_created_idx').on(table.guestKey, table.createdAt),
    index('orders_batch_idx').on(table.shippingBatchId, table.createdAt.desc().nullsFirst()),
    // The 30-day sweep of unpaid orders reads the oldest kept ones only.
    index('orders_unpaid_created_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'ORDER_CREATED' and ${table.discardedAt} is null`),
  ],
);

/**
 * How many orders each user has in each status, kept by triggers on orders (migration 0006), so
 * the order list counts a 100,000-order account without reading 100,000 index entries.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.status] })],
);

/** The last order number (orders.user_position) each user was given; the trigger of migration 0008 counts on. */
export const userOrderPositions = pgTable('user_order_positions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastPosition: integer('last_position').notNull(),
});

/**
 * What happened to a parcel and where (a city, never a street). The order's status is the status
 * of its newest event by time; an event id is stored once, so a carrier may send it again.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    source: text('source', { enum: TRACKING_EVENT_SOURCES }).notNull().default('PORTAL'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tracking_events_order_idx').on(table.orderId, table.occurredAt),
    uniqueIndex('tracking_events_event_id_unique').on(table.eventId),
  ],
);

/** The one successful payment of a batch: the unique batch_id makes a second one impossible. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => shippingBatches.id),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    // The provider's charge id for a card; null for an invoice.
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payments_batch_unique').on(table.batchId)],
);

/**
 * Where a card charge of a batch stands (docs/decisions/034-payment-attempts.md): PENDING from
 * before the provider is called until its answer is known; then SUCCEEDED (the batch is paid by
 * it), DECLINED, CLOSED (the provider never received it), or REFUND_DUE and then REFUNDED (a charge
 * made that the batch could no longer take).
 */
export const PAYMENT_ATTEMPT_STATES = [
  'PENDING',
  'SUCCEEDED',
  'DECLINED',
  'CLOSED',
  'REFUND_DUE',
  'REFUNDED',
] as const;

/**
 * Every card charge asked of the provider, written before it is asked: its id is the charge's
 * idempotency key at the provider, so that whoever finds it unsettled can ask what became of it.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => shippingBatches.id),
    amountCents: integer('amount_cents').notNull(),
    state: text('state', { enum: PAYMENT_ATTEMPT_STATES }).notNull().default('PENDING'),
    // The provider's charge id, once it has approved the charge.
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One charge under way or made per batch: a second charge cannot even be asked for.
    uniqueIndex('payment_attempts_one_live_per_batch')
      .on(table.batchId)
      .where(sql`${table.state} in ('PENDING', 'SUCCEEDED')`),
    // What the reconciler looks through: the attempts not settled yet.
    index('payment_attempts_unsettled_idx')
      .on(table.createdAt)
      .where(sql`${table.state} in ('PENDING', 'REFUND_DUE')`),
  ],
);

/**
 * A shipment its sender cancelled before pickup (docs/decisions/024), one row per order: what
 * it gives back and how. A card refund is due until refundedAt is set; an invoiced shipment
 * leaves its invoice in the same transaction, so it is refunded at once.
 */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull(),
    refundCents: integer('refund_cents').notNull(),
    refundMethod: text('refund_method', { enum: PAYMENT_METHODS }).notNull(),
    // The payment provider's refund id for a card; null for an invoice, or while the refund is due.
    refundReference: text('refund_reference'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    // A card refund still due: how often the provider was asked, and when to ask it next.
    refundAttempts: integer('refund_attempts').notNull().default(0),
    nextRefundAttemptAt: timestamp('next_refund_attempt_at', { withTimezone: true }),
  },
  // The refunds still due, which the retry looks through.
  (table) => [
    index('order_cancellations_refund_due_idx')
      .on(table.nextRefundAttemptAt)
      .where(sql`${table.refundedAt} is null`),
  ],
);

/** The one pickup of a paid batch (batch_id is unique): where, whom to call, and the day and time window. */
export const pickups = pgTable(
  'pickups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => shippingBatches.id),
    address: text('address').notNull(),
    unitNumber: text('unit_number').notNull().default(''),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    // A Vancouver calendar day and 'HH:MM' slot times, as the customer chose them.
    requestedDate: date('requested_date', { mode: 'string' }).notNull(),
    earliestTime: text('earliest_time').notNull(),
    latestTime: text('latest_time').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('pickups_batch_unique').on(table.batchId)],
);

/** Batches paid by invoice: a monthly-billing user's invoice for a month is the set of its lines. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'YYYY-MM' in Vancouver time, the month the invoice covers.
    billingMonth: text('billing_month').notNull(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => shippingBatches.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoice_lines_batch_unique').on(table.batchId),
    index('invoice_lines_user_month_idx').on(table.userId, table.billingMonth),
  ],
);

// The sandbox payment provider's own state: what a hosted-fields vendor keeps on its side.
const SANDBOX_DECISIONS = ['APPROVE', 'DECLINE', 'INSUFFICIENT_FUNDS'] as const;

/** Cards a customer chose to keep: brand and last four digits, never the number. */
export const sandboxSavedCards = pgTable(
  'sandbox_saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    decision: text('decision', { enum: SANDBOX_DECISIONS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_saved_cards_customer_idx').on(table.customerId)],
);

/** Single-use nonces (stored hashed) standing for a card entered in the hosted fields. */
export const sandboxNonces = pgTable('sandbox_nonces', {
  nonceHash: text('nonce_hash').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  decision: text('decision', { enum: SANDBOX_DECISIONS }).notNull(),
  // Set when the nonce stands for a saved card, which is then not saved again.
  savedCardId: uuid('saved_card_id').references(() => sandboxSavedCards.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** Every charge the sandbox decided; at most one approved charge per idempotency key. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    reference: text('reference').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    approved: boolean('approved').notNull(),
    declineMessage: text('decline_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_charges_one_approval_per_key')
      .on(table.idempotencyKey)
      .where(sql`${table.approved}`),
  ],
);

/** Every refund the sandbox made, each of part of one approved charge; one per idempotency key. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    reference: text('reference').primaryKey(),
    chargeReference: text('charge_reference')
      .notNull()
      .references(() => sandboxCharges.reference),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_refunds_idempotency_key_unique').on(table.idempotencyKey),
    index('sandbox_refunds_charge_idx').on(table.chargeReference),
  ],
);

/** A user's named group of bulk uploads (spec section 2, Select or Create Batch); ids are per account. */
export const bulkBatches = pgTable(
  'bulk_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: text('batch_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('bulk_batches_user_batch_unique').on(table.userId, table.batchId)],
);

/** One POST /web/order/create/batch: its rows are processed by a job, and the counts follow. */
export const bulkUploads = pgTable(
  'bulk_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bulkBatchId: uuid('bulk_batch_id')
      .notNull()
      .references(() => bulkBatches.id, { onDelete: 'cascade' }),
    totalOrders: integer('total_orders').notNull(),
    successCount: integer('success_count').notNull().default(0),
    failureCount: integer('failure_count').notNull().default(0),
    status: text('status', { enum: ['PROCESSING', 'COMPLETED', 'FAILED'] })
      .notNull()
      .default('PROCESSING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('bulk_uploads_user_idx').on(table.userId, table.createdAt)],
);

/** Orders the progress feed has not yet reported have a higher progress_seq than the last it sent. */
export const bulkProgressSeq = pgSequence('bulk_progress_seq');

/**
 * One orderList entry of an upload, as sent, and what processing it gave. The primary key (upload
 * and row number) is what makes a retried job skip rows already done: a row's order and result
 * are committed together, once.
 */
export const bulkUploadRows = pgTable(
  'bulk_upload_rows',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => bulkUploads.id, { onDelete: 'cascade' }),
    /** The entry's place in orderList, from 1. */
    rowNumber: integer('row_number').notNull(),
    entry: jsonb('entry').$type<Record<string, unknown>>().notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** The processed order the feed sends; null until the row is processed. */
    result: jsonb('result').$type<ProcessedOrder>(),
    /** nextval('bulk_progress_seq') when the result was last written. */
    progressSeq: bigint('progress_seq', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.uploadId, table.rowNumber] }),
    uniqueIndex('bulk_upload_rows_order_unique').on(table.orderId),
    index('bulk_upload_rows_progress_idx').on(table.uploadId, table.progressSeq),
  ],
);

/**
 * API keys of the public API (docs/decisions/021-public-api.md): the key is shown once, and only
 * its SHA-256 is kept, looked up by that hash. The public id is the visible part of the key that
 * the API keys page lists so its owner can tell keys apart. A revoked key stays, for the list of
 * what was used, but authenticates nothing.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'mp_live_' and the public id: the start of the key. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scope: text('scope', { enum: API_KEY_SCOPES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_key_hash_unique').on(table.keyHash),
    index('api_keys_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Answers of public API writes sent with an Idempotency-Key, kept 24 hours: a retry with the same
 * key and body gets the stored answer instead of doing the work again, on whichever API node it
 * lands. `status` is null while a request is still at work: it holds the claim under its token
 * until the lease runs out, renewing it as it works; a retry takes over a claim whose lease ran out.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and validated body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    /** Which request holds the claim: a new one for each request that claims or takes it over. */
    claimToken: uuid('claim_token').notNull().defaultRandom(),
    /** Until when the request at work holds the claim (meaningless once answered). */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the request made, recorded in the transaction that made it (the tracking number of
     * the order of POST /shipments), so that a request taking over finishes it instead of
     * making another.
     */
    made: text('made'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/**
 * Where an account's webhook events go (docs/decisions/022-webhooks.md). The signing secret is
 * kept sealed (AES-256-GCM under WEBHOOK_SECRETS_KEY) so that its owner can see it again while
 * a copy of the table alone signs nothing.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events', { enum: WEBHOOK_EVENT_TYPES }).array().notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the endpoint is off: by its owner, or by the server after failing for a day. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason', { enum: ['BY_USER', 'FAILING'] }),
    /** The first failed attempt since the last success; null while deliveries succeed. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
  },
  (table) => [index('webhook_endpoints_user_idx').on(table.userId, table.createdAt)],
);

/** One event for one endpoint, with the body exactly as sent, and how its attempts went. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The same for every endpoint and attempt of one event, so receivers can drop repeats. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type', { enum: WEBHOOK_EVENT_TYPES }).notNull(),
    /** The JSON body as sent, byte for byte: signatures are over this text. */
    payload: text('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt, table.id),
    // The oldest, which the retention round deletes.
    index('webhook_deliveries_created_idx').on(table.createdAt),
  ],
);
