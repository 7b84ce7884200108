import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
  },
  (table) => [index('password_reset_tokens_account_idx').on(table.accountId)],
);

/** Failed logins per email, to slow down password guessing (kept for the 15-minute window). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_email_time_idx').on(table.email, table.failedAt)],
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
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('outbox_created_idx').on(table.createdAt)],
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
