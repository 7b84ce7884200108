import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPageMessages as Messages } from '#domain/account/messages.ts';
import type { Invoice, InvoiceSummary } from '#domain/account/schemas.ts';
import { formatCents } from '#domain/rates/money.ts';
import { billingMonthOf } from '#domain/shipments/billing-month.ts';
import { formatTrackingNumber } from '#domain/tracking/tracking-number.ts';
import { registerAccount, withSession } from '../auth/test-helpers.ts';
import { nonceFor, pay } from '../checkout/payment-test-helpers.ts';
import { users } from '../db/schema.ts';
import { shipper } from '../shipments/test-helpers.ts';
import { expectPrivatePdf } from '../test-support/pdf-response.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const run = promisify(execFile);

let testApp: TestApp;
let workDir: string;
beforeAll(async () => {
  testApp = await createTestApp();
  workDir = await mkdtemp(join(tmpdir(), 'maplepost-invoice-'));
});
afterAll(async () => {
  await testApp.close();
  await rm(workDir, { recursive: true, force: true });
});

const get = (url: string, token: string | undefined) =>
  testApp.app.inject({ method: 'GET', url, cookies: token ? withSession(token) : {} });

/** A signed-in account billed as given, with its shipper. */
async function account(billingType: 'PER_ORDER' | 'MONTHLY_BILLING', name?: string) {
  const registered = await registerAccount(testApp.app, name ? { name } : {});
  await testApp.database.db
    .update(users)
    .set({ billingType })
    .where(eq(users.id, registered.user.userId));
  const cookies = withSession(registered.token);
  return { ...registered, cookies, shipper: shipper(testApp.app, cookies) };
}

type Account = Awaited<ReturnType<typeof account>>;

/** Orders one parcel and pays it by invoice (or by card); answers its tracking number and price. */
async function shipAndPay(owner: Account, { byCard = false, serviceCode = 'CA_GROUND' } = {}) {
  const { trackingNumber, batchId } = await owner.shipper.newBatch({ serviceCode });
  const paymentNonce = byCard ? await nonceFor(testApp.app, owner.cookies) : '';
  const paid = await pay(testApp.app, owner.cookies, batchId, { paymentNonce });
  expect(paid.statusCode, paid.body).toBe(200);
  // The server's price, as checkout showed it (dollars with two decimals).
  const amountCents = Math.round(paid.json<{ amount: number }>().amount * 100);
  return { trackingNumber, amountCents };
}

const thisMonth = () => billingMonthOf(new Date());

describe('GET /web/user/invoices', () => {
  it('lists the month’s invoice built from the invoice lines: shipments and total in cents', async () => {
    const business = await account('MONTHLY_BILLING');
    const ground = await shipAndPay(business);
    const expedited = await shipAndPay(business, { serviceCode: 'CA_EXPEDITED' });
    await shipAndPay(business, { byCard: true }); // paid by card: not on the invoice

    const response = await get('/web/user/invoices', business.token);
    expect(response.statusCode, response.body).toBe(200);
    const { invoices } = response.json<{ invoices: InvoiceSummary[] }>();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ month: thisMonth(), shipments: 2 });
    expect(invoices[0]!.invoiceNumber).toMatch(/^MP-\d{6}-[0-9A-F]{8}$/);
    expect(invoices[0]!.totalCents).toBe(ground.amountCents + expedited.amountCents);
    expect(expedited.amountCents).toBeGreaterThan(ground.amountCents);
  });

  it('answers an empty list to an account with no invoice and to one paying per order', async () => {
    const business = await account('MONTHLY_BILLING');
    expect((await get('/web/user/invoices', business.token)).json()).toEqual({ invoices: [] });
    const perOrder = await account('PER_ORDER');
    await shipAndPay(perOrder, { byCard: true });
    expect((await get('/web/user/invoices', perOrder.token)).json()).toEqual({ invoices: [] });
  });

  it('answers a guest 401', async () => {
    expect((await get('/web/user/invoices', undefined)).statusCode).toBe(401);
  });
});

describe('GET /web/user/invoices/{month}', () => {
  it('answers the invoice with one line per shipment: date, tracking number, service, amount', async () => {
    const business = await account('MONTHLY_BILLING');
    const ground = await shipAndPay(business);
    const expedited = await shipAndPay(business, { serviceCode: 'CA_EXPEDITED' });

    const response = await get(`/web/user/invoices/${thisMonth()}`, business.token);
    expect(response.statusCode, response.body).toBe(200);
    const invoice = response.json<Invoice>();
    expect(invoice).toMatchObject({
      month: thisMonth(),
      shipments: 2,
      totalCents: ground.amountCents + expedited.amountCents,
      billedTo: { name: business.name, email: business.email },
    });
    expect(
      invoice.lines
        .map(({ trackingNumber, amountCents, service }) => ({
          trackingNumber,
          amountCents,
          service,
        }))
        .sort((a, b) => a.amountCents - b.amountCents),
    ).toEqual([
      { ...ground, service: 'Canada Ground' },
      { ...expedited, service: 'Canada Expedited' },
    ]);
    for (const line of invoice.lines) {
      expect(line.date).toMatch(new RegExp(`^${thisMonth()}-\\d{2}$`));
      expect(line.service).toMatch(/^Canada /);
    }
    const list = (await get('/web/user/invoices', business.token)).json<{
      invoices: InvoiceSummary[];
    }>();
    expect(list.invoices[0]!.totalCents).toBe(invoice.totalCents);
  });

  it('answers 404 for another account’s month, a month without invoice and a per-order account', async () => {
    const owner = await account('MONTHLY_BILLING');
    await shipAndPay(owner);
    const intruder = await account('MONTHLY_BILLING');
    await shipAndPay(intruder);
    const perOrder = await account('PER_ORDER');

    // The intruder has an invoice for the same month: it sees its own, never the owner's lines.
    const own = (await get(`/web/user/invoices/${thisMonth()}`, intruder.token)).json<Invoice>();
    expect(own.billedTo.email).toBe(intruder.email);
    expect(own.shipments).toBe(1);

    for (const token of [perOrder.token, (await account('MONTHLY_BILLING')).token]) {
      const response = await get(`/web/user/invoices/${thisMonth()}`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: Messages.invoiceNotFound });
      expect((await get(`/web/user/invoices/${thisMonth()}/pdf`, token)).statusCode).toBe(404);
    }
    expect((await get('/web/user/invoices/2020-01', owner.token)).statusCode).toBe(404);
  });

  it('answers 400 to a malformed month and 401 to a guest', async () => {
    const business = await account('MONTHLY_BILLING');
    expect((await get('/web/user/invoices/2026-13', business.token)).statusCode).toBe(400);
    expect((await get('/web/user/invoices/latest', business.token)).statusCode).toBe(400);
    expect((await get(`/web/user/invoices/${thisMonth()}`, undefined)).statusCode).toBe(401);
    expect((await get(`/web/user/invoices/${thisMonth()}/pdf`, undefined)).statusCode).toBe(401);
  });
});

const missingTools = ['pdftotext'].filter((tool) => spawnSync(tool, ['-v']).error);

describe.skipIf(missingTools.length > 0)('GET /web/user/invoices/{month}/pdf', () => {
  async function textOf(pdf: Buffer, name: string): Promise<string> {
    const path = join(workDir, `${name}.pdf`);
    await writeFile(path, pdf);
    const { stdout } = await run('pdftotext', ['-layout', path, '-']);
    return stdout;
  }

  it('downloads the invoice as a PDF that reads as the invoice', async () => {
    const business = await account('MONTHLY_BILLING', '王小明 Trading Co.');
    const ground = await shipAndPay(business);
    const invoice = (
      await get(`/web/user/invoices/${thisMonth()}`, business.token)
    ).json<Invoice>();

    const response = await get(`/web/user/invoices/${thisMonth()}/pdf`, business.token);
    expectPrivatePdf(
      response,
      `attachment; filename="maplepost-invoice-${invoice.invoiceNumber}.pdf"`,
    );

    const text = await textOf(response.rawPayload, invoice.invoiceNumber);
    for (const expected of [
      'MAPLEPOST',
      'Maplepost Logistics Inc.',
      'support@maplepost.ca',
      'INVOICE',
      invoice.invoiceNumber,
      business.email,
      formatTrackingNumber(ground.trackingNumber),
      'Canada Ground',
      formatCents(ground.amountCents),
      'Total due',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    // The Chinese name is drawn in the CJK font when the machine has one, as on labels.
    expect(text).toMatch(/(王小明|\?\?\?) Trading Co\./);
  });

  it('continues a long invoice over pages and totals every line', async () => {
    const business = await account('MONTHLY_BILLING');
    const shipments: { trackingNumber: string; amountCents: number }[] = [];
    for (let index = 0; index < 45; index += 1) shipments.push(await shipAndPay(business));

    const response = await get(`/web/user/invoices/${thisMonth()}/pdf`, business.token);
    const text = await textOf(response.rawPayload, 'long');
    expect(text).toContain('Page 2 of 2');
    for (const { trackingNumber } of shipments) {
      expect(text).toContain(formatTrackingNumber(trackingNumber));
    }
    const total = shipments.reduce((sum, shipment) => sum + shipment.amountCents, 0);
    expect(text).toMatch(new RegExp(`Total due\\s+\\${formatCents(total)}`));
  }, 60_000);
});
