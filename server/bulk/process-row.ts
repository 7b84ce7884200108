import { and, eq, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type { ProcessedOrder, ProcessedRate } from '#domain/bulk/schemas.ts';
import { ShipmentMessages } from '#domain/common/shipping-messages.ts';
import type { PricingAccount } from '#domain/rates/customer-price.ts';
import { centsToDollars } from '#domain/common/money.ts';
import { declaredHsCodeProblem, type HsNomenclature } from '../customs/index.ts';
import type { Database } from '../db/client.ts';
import { bulkUploadRows, bulkUploads } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { insertOrder, priceServices, type OrderPrice } from '../shipments/index.ts';
import type { EventScope, WebhookEvents } from '../webhook-events.ts';
import { BulkOrderEntrySchema, orderDetailsOf, type BulkOrderEntry } from './bulk-order-entry.ts';

/** Notified at the commit of each row and when an upload ends, the payload its id: the progress feed (server/bulk/progress) listens. */
export const PROGRESS_CHANNEL = 'bulk_progress';

/** What one entry gives: an order to create with every service priced, or why not. */
export type RowOutcome =
  | { ok: true; order: BulkOrderEntry; prices: OrderPrice[]; chosen: OrderPrice }
  | { ok: false; errorMessage: string };

/**
 * Validates the entry with the single-shipment rules (its HS codes against the nomenclature
 * too, when loaded) and prices every service; the cheapest is chosen until the user picks another.
 */
export function evaluateEntry(
  entry: Record<string, unknown>,
  account: PricingAccount,
  hsNomenclature: HsNomenclature | null,
): RowOutcome {
  const parsed = BulkOrderEntrySchema.safeParse(entry);
  if (!parsed.success) return { ok: false, errorMessage: parsed.error.issues[0]!.message };
  const hsCodeProblem = declaredHsCodeProblem(hsNomenclature, parsed.data.customs);
  if (hsCodeProblem) return { ok: false, errorMessage: hsCodeProblem.message };
  const pricing = priceServices(parsed.data, account);
  if (!pricing.ok) return { ok: false, errorMessage: pricing.message };
  const chosen = pricing.prices.reduce<OrderPrice | undefined>(
    (cheapest, price) => (!cheapest || price.priceCents < cheapest.priceCents ? price : cheapest),
    undefined,
  );
  if (!chosen) return { ok: false, errorMessage: ShipmentMessages.noRates };
  return { ok: true, order: parsed.data, prices: pricing.prices, chosen };
}

/** The services of a processed order as review lists them, the chosen one selected. */
export function processedRates(prices: OrderPrice[], chosenCode: string): ProcessedRate[] {
  return prices.map((price) => ({
    serviceCode: price.serviceCode,
    serviceName: price.serviceName,
    eta: price.etaDays ?? 'UNAVAILABLE',
    finalDue: centsToDollars(price.priceCents),
    selected: price.serviceCode === chosenCode,
  }));
}

export type RowToCommit = {
  uploadId: string;
  userId: string;
  rowNumber: number;
  /** A row waiting for the job, or a FAILED row retried with a corrected entry. */
  was: 'unprocessed' | 'failed';
  entry: Record<string, unknown>;
  outcome: RowOutcome;
};

// A clash of random tracking numbers aborts the row's transaction; the row is then simply tried again.
const COMMIT_ATTEMPTS = 3;

/**
 * Commits one row in one transaction: its order (for a good row), its processed order, its place
 * in the progress sequence and the upload's counts, which complete the upload with its last row;
 * the progress feed hears of it (pg_notify) at commit, and webhooks of the order and the
 * completion in the same transaction. The row must still be as expected when it is written, so a
 * row is never processed twice even when a crashed job is retried beside a live one. Answers the
 * processed order, or null when another worker or request got there first.
 */
export async function commitRow(
  { db, webhooks }: { db: Database; webhooks: WebhookEvents },
  row: RowToCommit,
): Promise<ProcessedOrder | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => commitRowIn(tx, webhooks, row));
    } catch (error) {
      if (error instanceof TransactionRollbackError) return null;
      if (!isUniqueViolation(error) || attempt === COMMIT_ATTEMPTS) throw error;
    }
  }
}

async function commitRowIn(
  tx: EventScope,
  webhooks: WebhookEvents,
  { uploadId, userId, rowNumber, was, entry, outcome }: RowToCommit,
): Promise<ProcessedOrder> {
  const thisRow = and(
    eq(bulkUploadRows.uploadId, uploadId),
    eq(bulkUploadRows.rowNumber, rowNumber),
  );
  const created = outcome.ok
    ? await insertOrder(
        tx,
        { kind: 'user', userId },
        { ...outcome.order, packageInstruction: '' },
        outcome.chosen,
      )
    : null;
  if (created) await webhooks.publish(tx, { type: 'shipment.created', orderId: created.id });
  const result: ProcessedOrder = {
    rowNumber,
    trackingNumber: created?.trackingNumber ?? null,
    processingStatus: outcome.ok ? 'SUCCESS' : 'FAILED',
    errorMessage: outcome.ok ? null : outcome.errorMessage,
    rates: {
      rates: outcome.ok ? processedRates(outcome.prices, outcome.chosen.serviceCode) : [],
    },
    orderDetails: orderDetailsOf(outcome.ok ? outcome.order : entry),
  };
  const successes = outcome.ok ? 1 : 0;
  const failures = (outcome.ok ? 0 : 1) - (was === 'failed' ? 1 : 0);
  const newlyProcessed = was === 'unprocessed' ? 1 : 0;
  // Set from the values before this update: the last row completes the upload.
  const isLastRow = sql`${bulkUploads.successCount} + ${bulkUploads.failureCount} + ${newlyProcessed} >= ${bulkUploads.totalOrders}`;
  const [upload] = await tx
    .update(bulkUploads)
    .set({
      successCount: sql`${bulkUploads.successCount} + ${successes}`,
      failureCount: sql`${bulkUploads.failureCount} + ${failures}`,
      status: sql`case when ${isLastRow} then 'COMPLETED' else ${bulkUploads.status} end`,
      completedAt: sql`case when ${isLastRow} then coalesce(${bulkUploads.completedAt}, now()) else ${bulkUploads.completedAt} end`,
    })
    .where(eq(bulkUploads.id, uploadId))
    .returning({
      status: bulkUploads.status,
      notified: sql`pg_notify(${PROGRESS_CHANNEL}, ${uploadId})`,
    });
  // The guarded write of the row comes last: a row someone else wrote meanwhile undoes this
  // transaction's order and counts (few round trips per row, as each row is a transaction).
  // Its progress_seq is taken under the upload's lock, held until commit, so an upload's rows
  // commit in progress_seq order and the feed, reading after the last it sent, misses none.
  const written = await tx
    .update(bulkUploadRows)
    .set({
      entry,
      result,
      orderId: created?.id ?? null,
      progressSeq: sql`nextval('bulk_progress_seq')`,
    })
    .where(
      and(
        thisRow,
        was === 'unprocessed'
          ? isNull(bulkUploadRows.result)
          : sql`${bulkUploadRows.result}->>'processingStatus' = 'FAILED'`,
      ),
    )
    .returning({ rowNumber: bulkUploadRows.rowNumber });
  if (written.length === 0) throw new TransactionRollbackError();
  // Completed by this row: a row retried after completion (was FAILED) completes nothing anew.
  if (upload?.status === 'COMPLETED' && was === 'unprocessed') {
    await webhooks.publish(tx, { type: 'bulk.completed', uploadId });
  }

  return result;
}
