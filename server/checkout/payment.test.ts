import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ShipmentMessages as Messages } from '#domain/common/shipping-messages.ts';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { invoiceLines, orders, payments, trackingEvents, users } from '../db/schema.ts';
import { NONCE_UNUSABLE_MESSAGE } from '../providers/payments/sandbox/sandbox-provider.ts';
import { TEST_CARDS } from '../test-support/sandbox-payments.ts';
import { findPricingAccount } from '../rates/queries.ts';
import { SENDERS_ELSEWHERE, shipper } from '../test-support/shipments.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { NO_WAY_TO_HAND_OVER } from './drop-off-locations.ts';
import { approvedChargesOf, nonceFor, pay } from '../test-support/checkout.ts';

const testApp = useTestApp();

const db = () => testApp.database.db;

async function paymentsOf(batchId: string) {
  return db().select().from(payments).where(eq(payments.batchId, batchId));
}

async function chargeCountOf(batchId: string) {
  return (await approvedChargesOf(db(), batchId)).length;
}

async function signedIn(billingType: 'PER_ORDER' | 'MONTHLY_BILLING' = 'PER_ORDER') {
  const account = await registerAccount(testApp.app);
  await db().update(users).set({ billingType }).where(eq(users.id, account.user.userId));
  return { ...shipper(testApp.app, withSession(account.token)), userId: account.user.userId };
}

describe('paying by card', () => {
  it('charges the server-side total once, creates the labels and refuses a second payment', async () => {
    const guest = shipper(testApp.app);
    const { trackingNumber, batchId } = await guest.newBatch();
    const { totalCost } = (await guest.batchStatus(batchId)).json();
    const response = await pay(testApp.app, guest.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, guest.cookies),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      shippingBatchId: batchId,
      paid: true,
      paymentMethod: 'CARD',
      amount: totalCost,
      trackingNumbers: [trackingNumber],
    });
    expect((await guest.order(trackingNumber)).json().status).toBe('LABEL_CREATED');
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.trackingNumber, trackingNumber));
    const events = await db()
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.orderId, order!.id));
    expect(events).toMatchObject([
      { status: 'LABEL_CREATED', description: 'Label created', location: 'Vancouver, BC' },
    ]);
    expect((await guest.batchStatus(batchId)).json().paid).toBe(true);

    const again = await pay(testApp.app, guest.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, guest.cookies),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(Messages.batchAlreadyPaid);
    expect(await paymentsOf(batchId)).toHaveLength(1);
    expect(await chargeCountOf(batchId)).toBe(1);
  });

  it('turns 20 concurrent submits into exactly one charge', async () => {
    const guest = shipper(testApp.app);
    const { batchId } = await guest.newBatch();
    const nonces = await Promise.all(
      Array.from({ length: 20 }, () => nonceFor(testApp.app, guest.cookies)),
    );
    const responses = await Promise.all(
      nonces.map((paymentNonce) => pay(testApp.app, guest.cookies, batchId, { paymentNonce })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(
      true,
    );
    expect(await paymentsOf(batchId)).toHaveLength(1);
    expect(await chargeCountOf(batchId)).toBe(1);
  });

  it.each([
    [TEST_CARDS.declines, 'Your card was declined.'],
    [TEST_CARDS.insufficientFunds, 'Your card was declined: insufficient funds.'],
  ])('answers 402 for %s and leaves the batch payable', async (number, message) => {
    const guest = shipper(testApp.app);
    const { batchId } = await guest.newBatch();
    const declined = await pay(testApp.app, guest.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, guest.cookies, { number }),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe(message);
    expect(await paymentsOf(batchId)).toHaveLength(0);
    const retry = await pay(testApp.app, guest.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, guest.cookies),
    });
    expect(retry.statusCode).toBe(200);
  });

  it('takes each nonce once', async () => {
    const guest = shipper(testApp.app);
    const first = await guest.newBatch();
    const second = await guest.newBatch();
    const paymentNonce = await nonceFor(testApp.app, guest.cookies);
    expect(
      (await pay(testApp.app, guest.cookies, first.batchId, { paymentNonce })).statusCode,
    ).toBe(200);
    const reused = await pay(testApp.app, guest.cookies, second.batchId, { paymentNonce });
    expect(reused.statusCode).toBe(402);
    expect(reused.json().message).toBe(NONCE_UNUSABLE_MESSAGE);
    const forged = await pay(testApp.app, guest.cookies, second.batchId, {
      paymentNonce: 'made-up',
    });
    expect(forged.statusCode).toBe(402);
  });
});

describe('a batch whose parcels have no way to reach us', () => {
  const { whitehorse } = SENDERS_ELSEWHERE;

  it('is refused by card before anything is charged, and by invoice', async () => {
    const guest = shipper(testApp.app);
    const { batchId } = await guest.newBatch(whitehorse);
    const byCard = await pay(testApp.app, guest.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, guest.cookies),
    });
    expect(byCard.statusCode).toBe(409);
    expect(byCard.json().message).toBe(NO_WAY_TO_HAND_OVER);
    expect(await chargeCountOf(batchId)).toBe(0);

    const business = await signedIn('MONTHLY_BILLING');
    const invoiced = await business.newBatch(whitehorse);
    const byInvoice = await pay(testApp.app, business.cookies, invoiced.batchId);
    expect(byInvoice.statusCode).toBe(409);
    expect(await paymentsOf(invoiced.batchId)).toEqual([]);
  });
});

describe('paying by invoice', () => {
  it('adds the batch to a monthly-billing user’s invoice and counts toward their volume', async () => {
    const user = await signedIn('MONTHLY_BILLING');
    const { batchId } = await user.newBatch();
    const response = await pay(testApp.app, user.cookies, batchId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().paymentMethod).toBe('INVOICE');
    expect((await user.batchStatus(batchId)).json()).toMatchObject({
      paid: true,
      paidWith: 'INVOICE',
    });
    const lines = await db().select().from(invoiceLines).where(eq(invoiceLines.batchId, batchId));
    expect(lines).toMatchObject([{ userId: user.userId, amountCents: expect.any(Number) }]);
    const account = await findPricingAccount(db(), user.userId, new Date());
    expect(account?.volume.thisMonth).toBe(1);
  });

  it('is refused to per-order accounts and to guests', async () => {
    const perOrder = await signedIn('PER_ORDER');
    const guest = shipper(testApp.app);
    for (const payer of [perOrder, guest]) {
      const { batchId } = await payer.newBatch();
      const response = await pay(testApp.app, payer.cookies, batchId);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(Messages.invoiceNotAllowed);
      expect(await paymentsOf(batchId)).toHaveLength(0);
    }
  });
});

describe('whole-dollar fees (spec section 9: the total fee is rounded to a whole number)', () => {
  // Expedited from Vancouver to Toronto, 2 kg: $51 list, 50 % off, is $25.50; the fee is $26.
  const expedited = { serviceCode: 'CA_EXPEDITED' };

  it('shows, charges and records the card payment in whole dollars', async () => {
    const guest = shipper(testApp.app);
    const { batchId } = await guest.newBatch(expedited);
    expect((await guest.batchStatus(batchId)).json()).toMatchObject({
      validRequests: [{ finalDue: 26 }],
      totalCost: 26,
    });
    const response = await pay(testApp.app, guest.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, guest.cookies),
    });
    expect(response.json().amount).toBe(26);
    expect(await paymentsOf(batchId)).toMatchObject([{ amountCents: 2600 }]);
    expect(await approvedChargesOf(db(), batchId)).toMatchObject([{ amountCents: 2600 }]);
  });

  it('puts whole dollars on the monthly invoice', async () => {
    const user = await signedIn('MONTHLY_BILLING');
    const { batchId } = await user.newBatch(expedited);
    expect((await pay(testApp.app, user.cookies, batchId)).statusCode).toBe(200);
    const lines = await db().select().from(invoiceLines).where(eq(invoiceLines.batchId, batchId));
    expect(lines).toMatchObject([{ amountCents: 2600 }]);
  });
});

it('answers 404 to anyone paying another owner’s batch, and charges nothing', async () => {
  const owner = shipper(testApp.app);
  const { batchId } = await owner.newBatch();
  const otherGuest = shipper(testApp.app);
  await otherGuest.newOrder();
  const user = await signedIn('MONTHLY_BILLING');
  for (const intruder of [otherGuest, user, shipper(testApp.app)]) {
    const response = await pay(testApp.app, intruder.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, intruder.cookies),
    });
    expect(response.statusCode).toBe(404);
  }
  expect((await pay(testApp.app, user.cookies, batchId)).statusCode).toBe(404);
  expect(await paymentsOf(batchId)).toHaveLength(0);
  expect(await chargeCountOf(batchId)).toBe(0);
});
