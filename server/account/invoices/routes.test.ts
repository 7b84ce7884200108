import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPageMessages as Messages } from '#domain/account/messages.ts';
import type { Invoice, InvoiceSummary } from '#domain/account/schemas.ts';
import { formatCents } from '#domain/common/money.ts';
import { billingMonthOf } from '#domain/shipments/billing-month.ts';
import { formatTrackingNumber } from '#domain/tracking/tracking-number.ts';
import { logIn, registerAccount, sessionCookieOf, withSession } from '../../test-support/auth.ts';
import { nonceFor, pay } from '../../test-support/checkout.ts';
import { users } from '../../db/schema.ts';
import { shipper } from '../../test-support/shipments.ts';
import { expectPrivatePdf } from '../../test-support/pdf-response.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

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

// Each helper works on this file's app unless given another (one with its clock stopped).
const get = (url: string, token: string | undefined, on = testApp) =>
  on.app.inject({ method: 'GET', url, cookies: token ? withSession(token) : {} });

/** A signed-in account billed as given, with its shipper, on the app it registered with. */
async function account(
  billingType: 'PER_ORDER' | 'MONTHLY_BILLING',
  { name, on = testApp }: { name?: string; on?: TestApp } = {},
) {
  const registered = await registerAccount(on.app, name ? { name } : {});
  await on.database.db
    .update(users)
    .set({ billingType })
    .where(eq(users.id, registered.user.userId));
  const cookies = withSession(registered.token);
  return { ...registered, cookies, testApp: on, shipper: shipper(on.app, cookies) };
}

type Account = Awaited<ReturnType<typeof account>>;

/** Orders one parcel and pays it by invoice (or by card); answers its tracking number and price. */
async function shipAndPay(owner: Account, { byCard = false, serviceCode = 'CA_GROUND' } = {}) {
  const { app } = owner.testApp;
  const { trackingNumber, batchId } = await owner.shipper.newBatch({ serviceCode });
  const paymentNonce = byCard ? await nonceFor(app, owner.cookies) : '';
  const paid = await pay(app, owner.cookies, batchId, { paymentNonce });
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

/** The text of a PDF as pdftotext lays it out. */
async function textOf(pdf: Buffer, name: string): Promise<string> {
  const path = join(workDir, `${name}.pdf`);
  await writeFile(path, pdf);
  const { stdout } = await run('pdftotext', ['-layout', path, '-']);
  return stdout;
}

describe.skipIf(missingTools.length > 0)('GET /web/user/invoices/{month}/pdf', () => {
  it('downloads the invoice as a PDF that reads as the invoice', async () => {
    const business = await account('MONTHLY_BILLING', { name: '王小明 Trading Co.' });
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

describe('invoice lines over several months', () => {
  // The app's clock stands still at each payment, so every shipment has a known day.
  let clocked: TestApp;
  beforeAll(async () => {
    clocked = await createTestApp({ clockStoppedAt: new Date('2026-09-08T17:00:00Z') });
  });
  afterAll(() => clocked.close());

  /** The owner signed in anew at the clock's time: their earlier session has expired by then. */
  async function signedInAgain(owner: Account): Promise<Account> {
    const token = sessionCookieOf(await logIn(clocked.app, owner.email, owner.password)).value;
    const cookies = withSession(token);
    return { ...owner, token, cookies, shipper: shipper(clocked.app, cookies) };
  }

  /** Moves the clock on to an instant, ships one parcel there and answers its tracking number. */
  async function shipOn(owner: Account, instant: string): Promise<string> {
    clocked.advanceClock(new Date(instant).getTime() - clocked.now().getTime());
    return (await shipAndPay(await signedInAgain(owner))).trackingNumber;
  }

  async function linesOf(owner: Account, month: string) {
    const response = await get(`/web/user/invoices/${month}`, owner.token, clocked);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<Invoice>()
      .lines.map(({ date, trackingNumber }) => ({ date, trackingNumber }));
  }

  it('dates each line on the Vancouver day its shipment was paid, on the invoice of that month', async () => {
    const business = await account('MONTHLY_BILLING', { on: clocked });
    const early = await shipOn(business, '2026-09-08T17:00:00Z');
    const middle = await shipOn(business, '2026-09-23T20:30:00Z');
    // 22:00 on 30 September in Vancouver is already 1 October in UTC: it is September's.
    const lastEvening = await shipOn(business, '2026-10-01T05:00:00Z');
    const october = await shipOn(business, '2026-10-14T18:00:00Z');
    clocked.advanceClock(45 * 24 * 60 * 60 * 1000);
    const reader = await signedInAgain(business); // in late November

    const { invoices } = (await get('/web/user/invoices', reader.token, clocked)).json<{
      invoices: InvoiceSummary[];
    }>();
    expect(invoices.map(({ month, shipments }) => ({ month, shipments }))).toEqual([
      { month: '2026-10', shipments: 1 },
      { month: '2026-09', shipments: 3 },
    ]);
    expect(await linesOf(reader, '2026-09')).toEqual([
      { date: '2026-09-08', trackingNumber: early },
      { date: '2026-09-23', trackingNumber: middle },
      { date: '2026-09-30', trackingNumber: lastEvening },
    ]);
    expect(await linesOf(reader, '2026-10')).toEqual([
      { date: '2026-10-14', trackingNumber: october },
    ]);

    if (missingTools.length > 0) return;
    const pdf = await get('/web/user/invoices/2026-09/pdf', reader.token, clocked);
    const text = await textOf(pdf.rawPayload, 'september');
    for (const [date, trackingNumber] of [
      ['2026-09-08', early],
      ['2026-09-23', middle],
      ['2026-09-30', lastEvening],
    ] as const) {
      expect(text).toMatch(new RegExp(`${date}\\s+${formatTrackingNumber(trackingNumber)}`));
    }
  });
});
