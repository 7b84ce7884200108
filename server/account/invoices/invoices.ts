import type { Invoice, InvoiceSummary } from '#domain/account/schemas.ts';
import { invoiceNumberOf } from '#domain/account/billing-months.ts';
import type { Database } from '../../db/client.ts';
import { findUserProfile } from '../queries.ts';
import { listInvoiceMonths, listInvoiceShipments } from './queries.ts';

/**
 * Invoices are for MONTHLY_BILLING accounts only (spec section 6). Any other account has none,
 * so its list is empty and every invoice of it is not found: one rule for the list, the detail
 * and the PDF.
 */
async function billedMonthlyProfile(db: Database, userId: string) {
  const profile = await findUserProfile(db, userId);
  return profile?.billingType === 'MONTHLY_BILLING' ? profile : undefined;
}

/** The signed-in user's monthly invoices, newest first. */
export async function listInvoices(db: Database, userId: string): Promise<InvoiceSummary[]> {
  if (!(await billedMonthlyProfile(db, userId))) return [];
  const months = await listInvoiceMonths(db, userId);
  return months.map((month) => ({ ...month, invoiceNumber: invoiceNumberOf(userId, month.month) }));
}

/** The user's invoice for a month with its shipments, or undefined when they have none. */
export async function findInvoice(
  db: Database,
  userId: string,
  month: string,
): Promise<Invoice | undefined> {
  const profile = await billedMonthlyProfile(db, userId);
  if (!profile) return undefined;
  const lines = await listInvoiceShipments(db, userId, month);
  if (lines.length === 0) return undefined;
  return {
    month,
    invoiceNumber: invoiceNumberOf(userId, month),
    shipments: lines.length,
    totalCents: lines.reduce((total, line) => total + line.amountCents, 0),
    billedTo: { name: profile.username, email: profile.email },
    lines,
  };
}
