import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  notExists,
  sql,
} from 'drizzle-orm';
import type { WebhookEventType } from '#domain/webhooks/schemas.ts';
import type { Database, Executor } from '../db/client.ts';
import type { WebhookSubject } from '../webhook-events.ts';
import { isRowId } from '../db/row-id.ts';
import { bulkUploads, orders, users, webhookDeliveries, webhookEndpoints } from '../db/schema.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const ownEndpoint = (userId: string, endpointId: string) =>
  and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.userId, userId));

/** The user's endpoints, newest first. */
export function listEndpoints(db: Database, userId: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

/** The user's endpoint with this id; undefined for an id that is not a row or someone else's. */
export async function findEndpoint(
  db: Database,
  userId: string,
  endpointId: string,
): Promise<EndpointRow | undefined> {
  if (!isRowId(endpointId)) return undefined;
  const [row] = await db.select().from(webhookEndpoints).where(ownEndpoint(userId, endpointId));
  return row;
}

/**
 * Stores a new endpoint unless the user already has `max`; answers the row, or null at the
 * limit. The user's row is locked meanwhile, so two created at once cannot both pass the count.
 */
export async function insertEndpointWithin(
  db: Database,
  endpoint: { userId: string; url: string; events: WebhookEventType[]; sealedSecret: string },
  max: number,
): Promise<EndpointRow | null> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, endpoint.userId))
      .for('update');
    const [held] = await tx
      .select({ total: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, endpoint.userId));
    if ((held?.total ?? 0) >= max) return null;
    const [inserted] = await tx.insert(webhookEndpoints).values(endpoint).returning();
    return inserted!;
  });
}

/** Changes the user's endpoint: its events, or switched off or on by its owner. */
export async function updateEndpoint(
  db: Database,
  userId: string,
  endpointId: string,
  change: { events?: WebhookEventType[]; enabled?: boolean },
  at: Date,
): Promise<EndpointRow | undefined> {
  if (!isRowId(endpointId)) return undefined;
  const switched =
    change.enabled === undefined
      ? {}
      : change.enabled
        ? // Back on with a clean slate: its failures so far are not held against it again.
          { disabledAt: null, disabledReason: null, failingSince: null }
        : { disabledAt: at, disabledReason: 'BY_USER' as const };
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...(change.events && { events: change.events }), ...switched })
    .where(ownEndpoint(userId, endpointId))
    .returning();
  return row;
}

/** Deletes the user's endpoint and its delivery log; false when there is no such endpoint. */
export async function deleteEndpoint(
  db: Database,
  userId: string,
  endpointId: string,
): Promise<boolean> {
  if (!isRowId(endpointId)) return false;
  const deleted = await db
    .delete(webhookEndpoints)
    .where(ownEndpoint(userId, endpointId))
    .returning({ id: webhookEndpoints.id });
  return deleted.length === 1;
}

/** Deletes all the user's endpoints and their logs, as their account is deleted. */
export async function deleteAllEndpointsOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
}

/**
 * A page of the endpoint's deliveries, newest first, after the delivery `cursor` (the last of
 * the page before); one more than `limit` is read to tell whether another page follows.
 */
export function listDeliveries(
  db: Database,
  endpointId: string,
  limit: number,
  cursor: DeliveryRow | undefined,
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        cursor &&
          sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (${cursor.createdAt}, ${cursor.id})`,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit + 1);
}

/**
 * Deletes up to `limit` of the deliveries made before `before`, oldest first, and answers how
 * many it deleted (as many as `limit`: more may be left).
 */
export async function deleteDeliveriesMadeBefore(
  db: Database,
  before: Date,
  limit: number,
): Promise<number> {
  const oldest = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(lt(webhookDeliveries.createdAt, before))
    .orderBy(asc(webhookDeliveries.createdAt))
    .limit(limit);
  const deleted = await db
    .delete(webhookDeliveries)
    .where(inArray(webhookDeliveries.id, oldest))
    .returning({ id: webhookDeliveries.id });
  return deleted.length;
}

/** The endpoint's delivery with this id, if any. */
export async function findDelivery(
  db: Database,
  endpointId: string,
  deliveryId: string,
): Promise<DeliveryRow | undefined> {
  if (!isRowId(deliveryId)) return undefined;
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  return row;
}

/** Marks the delivery as not sent, and why: nothing will try it again unless it is resent. */
export async function markNotSent(db: Database, deliveryId: string, reason: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'FAILED', lastError: reason })
    .where(eq(webhookDeliveries.id, deliveryId));
}

/** Marks the delivery as being sent again, until the attempt asked for is made. */
export async function markResending(db: Database, deliveryId: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'PENDING' })
    .where(eq(webhookDeliveries.id, deliveryId));
}

/** What an event is about: an order (created, paid, tracked) or a bulk upload. */
/** The switched-on endpoints of the subject's owner that want its event type; none for a guest's order. */
export function listSubscribedEndpoints(
  db: Executor,
  subject: WebhookSubject,
): Promise<{ id: string }[]> {
  const wants = and(
    isNull(webhookEndpoints.disabledAt),
    arrayContains(webhookEndpoints.events, [subject.type]),
  );
  const endpoints = db.select({ id: webhookEndpoints.id }).from(webhookEndpoints);
  return 'orderId' in subject
    ? endpoints
        .innerJoin(orders, eq(orders.userId, webhookEndpoints.userId))
        .where(and(eq(orders.id, subject.orderId), wants))
    : endpoints
        .innerJoin(bulkUploads, eq(bulkUploads.userId, webhookEndpoints.userId))
        .where(and(eq(bulkUploads.id, subject.uploadId), wants));
}

export async function insertDeliveries(
  tx: Executor,
  deliveries: {
    endpointId: string;
    eventId: string;
    eventType: WebhookEventType;
    payload: string;
  }[],
): Promise<{ id: string }[]> {
  return tx.insert(webhookDeliveries).values(deliveries).returning({ id: webhookDeliveries.id });
}

/** A delivery with what sending it needs: its endpoint and the endpoint owner's address. */
export async function findDeliveryToSend(db: Database, deliveryId: string) {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      endpoint: webhookEndpoints,
      ownerEmail: users.email,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(users, eq(users.id, webhookEndpoints.userId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

export type Attempt = {
  deliveryId: string;
  endpointId: string;
  at: Date;
  statusCode: number | null;
  error: string | null;
  delivered: boolean;
  /** No attempt of this delivery follows: a failure leaves it FAILED. */
  last: boolean;
};

/** Writes an attempt into the delivery log, and the endpoint's health: failing since when, or not. */
export async function recordAttempt(tx: Executor, attempt: Attempt): Promise<void> {
  const { at, delivered } = attempt;
  await tx
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: attempt.statusCode,
      lastError: attempt.error,
      lastAttemptAt: at,
      status: delivered ? 'DELIVERED' : attempt.last ? 'FAILED' : 'PENDING',
      ...(delivered && { deliveredAt: at }),
    })
    .where(eq(webhookDeliveries.id, attempt.deliveryId));
  await tx
    .update(webhookEndpoints)
    .set({
      failingSince: delivered ? null : sql`coalesce(${webhookEndpoints.failingSince}, ${at})`,
    })
    .where(eq(webhookEndpoints.id, attempt.endpointId));
}

/**
 * Switches the endpoint off for failing, unless some delivery to it succeeded since `since`;
 * answers whether it did (false when already off, or when it got through meanwhile).
 */
export async function disableFailingEndpoint(
  tx: Executor,
  endpointId: string,
  since: Date,
  at: Date,
): Promise<boolean> {
  const deliveredSince = tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(eq(webhookDeliveries.endpointId, endpointId), gte(webhookDeliveries.deliveredAt, since)),
    );
  const disabled = await tx
    .update(webhookEndpoints)
    .set({ disabledAt: at, disabledReason: 'FAILING' })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        isNull(webhookEndpoints.disabledAt),
        notExists(deliveredSince),
      ),
    )
    .returning({ id: webhookEndpoints.id });
  return disabled.length === 1;
}

/** The order an event is about, as stored. */
export async function findOrderRow(db: Executor, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The bulk upload an event is about, as stored. */
export async function findUploadRow(db: Executor, uploadId: string) {
  const [row] = await db.select().from(bulkUploads).where(eq(bulkUploads.id, uploadId));
  return row;
}
