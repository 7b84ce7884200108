import { and, asc, count, desc, eq, ne, sum } from 'drizzle-orm';
import type { InvoiceLine } from '#domain/account/schemas.ts';
import { vancouverDateOf } from '#domain/common/vancouver-date.ts';
import type { Database } from '../../db/client.ts';
import { invoiceLines, orders, shippingBatches } from '../../db/schema.ts';

export type MonthTotals = { month: string; shipments: number; totalCents: number };

/**
 * The user's invoice months, newest first: what each invoice line charged, and how many
 * shipments its batches hold. A cancelled shipment is on neither (its line lost its price). Two grouped queries, because joining orders to the lines would
 * count a batch's amount once per order.
 */
export async function listInvoiceMonths(db: Database, userId: string): Promise<MonthTotals[]> {
  const [totals, shipments] = await Promise.all([
    db
      .select({ month: invoiceLines.billingMonth, totalCents: sum(invoiceLines.amountCents) })
      .from(invoiceLines)
      .where(eq(invoiceLines.userId, userId))
      .groupBy(invoiceLines.billingMonth)
      .orderBy(desc(invoiceLines.billingMonth)),
    db
      .select({ month: invoiceLines.billingMonth, shipments: count(orders.id) })
      .from(invoiceLines)
      .innerJoin(orders, eq(orders.shippingBatchId, invoiceLines.batchId))
      .where(and(eq(invoiceLines.userId, userId), ne(orders.status, 'CANCELLED')))
      .groupBy(invoiceLines.billingMonth),
  ]);
  const shipmentsByMonth = new Map(shipments.map((row) => [row.month, row.shipments]));
  // A month whose every shipment was cancelled has nothing to bill: no invoice.
  return totals
    .filter((row) => shipmentsByMonth.has(row.month))
    .map((row) => ({
      month: row.month,
      shipments: shipmentsByMonth.get(row.month)!,
      totalCents: Number(row.totalCents ?? 0),
    }));
}

/**
 * The shipments on the user's invoice for a month, in the order they were billed. Each line is
 * dated the Vancouver day its batch was paid by invoice: the day its label was made and the
 * instant that chose this invoice's month, so a line always falls in its month. Each order's own
 * price (a batch's invoice line is their sum). Cancelled shipments are not billed.
 */
export async function listInvoiceShipments(
  db: Database,
  userId: string,
  month: string,
): Promise<InvoiceLine[]> {
  const rows = await db
    .select({
      paidAt: shippingBatches.paidAt,
      trackingNumber: orders.trackingNumber,
      service: orders.serviceName,
      amountCents: orders.priceCents,
    })
    .from(invoiceLines)
    .innerJoin(shippingBatches, eq(shippingBatches.id, invoiceLines.batchId))
    .innerJoin(orders, eq(orders.shippingBatchId, invoiceLines.batchId))
    .where(
      and(
        eq(invoiceLines.userId, userId),
        eq(invoiceLines.billingMonth, month),
        ne(orders.status, 'CANCELLED'),
      ),
    )
    .orderBy(asc(shippingBatches.paidAt), asc(orders.trackingNumber));
  // A batch with an invoice line was paid in the transaction that wrote the line.
  return rows.map(({ paidAt, ...line }) => ({ ...line, date: vancouverDateOf(paidAt!) }));
}
