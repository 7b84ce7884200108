import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CancellationMessages, CancellationSchema } from '#domain/shipments/cancellation.ts';
import { ShipmentMessages as Messages } from '#domain/common/shipping-messages.ts';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { nonceFor, pay } from '../test-support/checkout.ts';
import { orders, sandboxRefunds } from '../db/schema.ts';
import { billMonthly } from '../test-support/public-api.ts';
import { shipper, type Cookies } from '../test-support/shipments.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { createSandboxPaymentProvider } from '../providers/payments/sandbox/sandbox-provider.ts';
import { findCarrierManifest } from '../tracking/queries.ts';
import { recordTrackingEvents } from '../tracking/index.ts';
import { NO_WEBHOOK_EVENTS } from '../webhook-events.ts';
import { createShipmentCancellation } from './cancel-shipment.ts';
import { startWithItsJobSent } from '../test-support/scheduled-job.ts';
import {
  REFUND_RETRY_CRON,
  REFUND_RETRY_QUEUE,
  retryDueRefunds,
  startRefundRetry,
} from './refund-retry.ts';

const testApp = useTestApp();

type Shipper = ReturnType<typeof shipper>;

const cancel = (cookies: Cookies, trackingNumber: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/web/order/${trackingNumber}/cancel`,
    payload: {},
    cookies,
  });

/** Two parcels paid together, by card unless `byInvoice`; answers their tracking numbers. */
async function paidPair(who: Shipper, { byInvoice = false } = {}) {
  const first = await who.newOrder();
  const second = await who.newOrder({ recipientName: 'Jeanne Tremblay', weight: 5 });
  const validated = await who.validate([
    { trackingNumber: first, serviceCode: 'CA_GROUND' },
    { trackingNumber: second, serviceCode: 'CA_GROUND' },
  ]);
  const { shippingBatchId } = validated.json<{ shippingBatchId: string }>();
  const paymentNonce = byInvoice ? '' : await nonceFor(testApp.app, who.cookies);
  const paid = await pay(testApp.app, who.cookies, shippingBatchId, { paymentNonce });
  expect(paid.statusCode, paid.body).toBe(200);
  return [first, second] as const;
}

async function priceOf(trackingNumber: string): Promise<number> {
  const [order] = await testApp.database.db
    .select({ priceCents: orders.priceCents })
    .from(orders)
    .where(eq(orders.trackingNumber, trackingNumber));
  return order!.priceCents;
}

const refundsMade = () => testApp.database.db.select().from(sandboxRefunds);

async function signedInShipper() {
  const account = await registerAccount(testApp.app);
  return { account, who: shipper(testApp.app, withSession(account.token)) };
}

describe('cancelling a card-paid shipment before pickup', () => {
  it('refunds its own price to the card, voids its label and keeps the rest of the batch', async () => {
    const { who } = await signedInShipper();
    const [cancelled, kept] = await paidPair(who);
    const refundsBefore = (await refundsMade()).length;

    const response = await cancel(who.cookies, cancelled.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    const cancellation = CancellationSchema.parse(response.json());
    expect(cancellation).toMatchObject({
      trackingNumber: cancelled,
      status: 'CANCELLED',
      refund: { method: 'CARD', amount: (await priceOf(cancelled)) / 100, state: 'REFUNDED' },
    });
    const refunds = await refundsMade();
    expect(refunds).toHaveLength(refundsBefore + 1);
    expect(refunds.at(-1)!.amountCents).toBe(await priceOf(cancelled));

    expect((await who.order(cancelled)).json().status).toBe('CANCELLED');
    const tracking = await testApp.app.inject({ method: 'GET', url: `/web/tracking/${cancelled}` });
    expect(tracking.json()).toMatchObject({ status: 'CANCELLED', estimatedDeliveryDate: null });
    expect(tracking.json().events[0].description).toBe('Shipment cancelled by the sender');
    const label = (trackingNumber: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/web/label/${trackingNumber}`,
        cookies: who.cookies,
      });
    expect((await label(cancelled)).statusCode).toBe(404);
    expect((await label(kept)).statusCode).toBe(200);
    expect((await who.order(kept)).json().status).toBe('LABEL_CREATED');
  });

  it('answers the same cancellation again, and refunds once, however often it is asked', async () => {
    const { who } = await signedInShipper();
    const [trackingNumber] = await paidPair(who);
    const refundsBefore = (await refundsMade()).length;
    const answers = await Promise.all([
      cancel(who.cookies, trackingNumber),
      cancel(who.cookies, trackingNumber),
    ]);
    const again = await cancel(who.cookies, trackingNumber);
    for (const answer of [...answers, again]) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set([...answers, again].map((answer) => answer.body)).size).toBe(1);
    expect(await refundsMade()).toHaveLength(refundsBefore + 1);
  });

  it('lets a guest cancel what their browser shipped', async () => {
    const guest = shipper(testApp.app);
    const [trackingNumber] = await paidPair(guest);
    expect((await cancel(guest.cookies, trackingNumber)).statusCode).toBe(200);
  });
});

describe('a refund the card provider does not make at once', () => {
  /**
   * Cancellation and refund retry on a card provider that is down until `providerDown` is set
   * false; what they log goes to `logged`, with its level.
   */
  function withProviderDown() {
    const provider = createSandboxPaymentProvider({
      db: testApp.database.db,
      secret: testApp.config.paymentsSandboxSecret,
      now: testApp.now,
    });
    const state = { providerDown: true, logged: [] as object[] };
    const dependencies = {
      db: testApp.database.db,
      now: testApp.now,
      paymentProvider: {
        ...provider,
        refund: async (request: Parameters<typeof provider.refund>[0]) => {
          if (state.providerDown) throw new Error('connect ECONNREFUSED');
          return provider.refund(request);
        },
      },
      log: {
        warn: (details: object) => state.logged.push({ level: 'warn', ...details }),
        error: (details: object) => state.logged.push({ level: 'error', ...details }),
      },
    };
    const cancelWith = createShipmentCancellation({
      ...dependencies,
      publicUrl: testApp.config.publicUrl,
      webhooks: NO_WEBHOOK_EVENTS,
    });
    return { state, cancelWith, dependencies, retry: () => retryDueRefunds(dependencies) };
  }

  const MINUTE = 60_000;

  it('leaves the cancellation standing with the refund PENDING, and cancelling again makes it', async () => {
    const { account, who } = await signedInShipper();
    const [trackingNumber] = await paidPair(who);
    const { state, cancelWith } = withProviderDown();
    const owner = { kind: 'user', userId: account.user.userId } as const;

    const refundsBefore = (await refundsMade()).length;
    const first = await cancelWith(owner, trackingNumber);
    expect(first.refund.state).toBe('PENDING');
    expect((await who.order(trackingNumber)).json().status).toBe('CANCELLED');
    expect(state.logged).toEqual([
      expect.objectContaining({ level: 'warn', attempts: 1, reason: 'connect ECONNREFUSED' }),
    ]);

    state.providerDown = false;
    const retried = await cancelWith(owner, trackingNumber);
    expect(retried).toEqual({ ...first, refund: { ...first.refund, state: 'REFUNDED' } });
    const refunds = await refundsMade();
    expect(refunds).toHaveLength(refundsBefore + 1);
    expect(refunds.at(-1)!.amountCents).toBe(await priceOf(trackingNumber));
  });

  it('is asked for again when due, later each time, until the provider makes it', async () => {
    const { account, who } = await signedInShipper();
    const [trackingNumber] = await paidPair(who);
    const { state, cancelWith, retry } = withProviderDown();
    const owner = { kind: 'user', userId: account.user.userId } as const;
    await cancelWith(owner, trackingNumber);
    const refundsBefore = (await refundsMade()).length;

    // Not before its time: five minutes after the failed try, then ten after the next.
    expect(await retry()).toEqual({ tried: 0, refunded: 0 });
    testApp.advanceClock(5 * MINUTE);
    expect(await retry()).toEqual({ tried: 1, refunded: 0 });
    testApp.advanceClock(9 * MINUTE);
    expect(await retry()).toEqual({ tried: 0, refunded: 0 });

    state.providerDown = false;
    testApp.advanceClock(1 * MINUTE);
    expect(await retry()).toEqual({ tried: 1, refunded: 1 });
    const refunds = await refundsMade();
    expect(refunds).toHaveLength(refundsBefore + 1);
    expect(refunds.at(-1)!.amountCents).toBe(await priceOf(trackingNumber));
    // The sender sees it refunded, and nothing is left to retry.
    const again = await cancel(who.cookies, trackingNumber);
    expect(again.json().refund.state).toBe('REFUNDED');
    testApp.advanceClock(24 * 60 * MINUTE);
    expect(await retry()).toEqual({ tried: 0, refunded: 0 });
  });

  it('is scheduled on pg-boss every minute, and its job makes the refunds due', async () => {
    const { account, who } = await signedInShipper();
    const [trackingNumber] = await paidPair(who);
    const { state, cancelWith, dependencies } = withProviderDown();
    await cancelWith({ kind: 'user', userId: account.user.userId }, trackingNumber);
    state.providerDown = false;
    testApp.advanceClock(5 * MINUTE);
    const refundsBefore = (await refundsMade()).length;
    const jobs = await startWithItsJobSent(
      testApp.database,
      { queue: REFUND_RETRY_QUEUE, cron: REFUND_RETRY_CRON },
      (started) => startRefundRetry(started, dependencies),
    );
    try {
      await expect
        .poll(async () => (await refundsMade()).length, { timeout: 15_000 })
        .toBe(refundsBefore + 1);
    } finally {
      await jobs.stop();
    }
  });

  it('is tried by one of two nodes retrying at once, and calls for a person after ten failures', async () => {
    const { account, who } = await signedInShipper();
    const [trackingNumber] = await paidPair(who);
    const { state, cancelWith, retry } = withProviderDown();
    const otherNode = withProviderDown();
    await cancelWith({ kind: 'user', userId: account.user.userId }, trackingNumber);

    for (let attempt = 2; attempt <= 10; attempt++) {
      testApp.advanceClock(24 * 60 * MINUTE);
      const rounds = await Promise.all([retry(), otherNode.retry()]);
      expect(rounds.reduce((tried, round) => tried + round.tried, 0)).toBe(1);
    }
    const logged = [...state.logged, ...otherNode.state.logged];
    expect(logged).toHaveLength(10);
    expect(logged.filter((entry) => 'level' in entry && entry.level === 'error')).toEqual([
      expect.objectContaining({ attempts: 10, orderId: expect.any(String) }),
    ]);
    // What the log holds of it: the order's id, the count and the provider's reason, no more.
    for (const entry of logged) {
      expect(Object.keys(entry).sort()).toEqual(['attempts', 'level', 'orderId', 'reason']);
    }
  });
});

describe('cancelling an invoiced shipment', () => {
  const invoiceOf = async (cookies: Cookies) => {
    const list = await testApp.app.inject({ method: 'GET', url: '/web/user/invoices', cookies });
    return list.json<{ invoices: { month: string; shipments: number; totalCents: number }[] }>()
      .invoices;
  };

  it('takes it off the monthly invoice, and the month goes once nothing is left on it', async () => {
    const { account, who } = await signedInShipper();
    await billMonthly(testApp.database.db, account.user.userId);
    const [first, second] = await paidPair(who, { byInvoice: true });
    const [before] = await invoiceOf(who.cookies);
    expect(before).toMatchObject({ shipments: 2 });

    const response = await cancel(who.cookies, first);
    expect(response.json()).toMatchObject({
      refund: { method: 'INVOICE', amount: (await priceOf(first)) / 100, state: 'REFUNDED' },
    });
    const [after] = await invoiceOf(who.cookies);
    expect(after).toEqual({
      ...before,
      shipments: 1,
      totalCents: before!.totalCents - (await priceOf(first)),
    });
    const month = await testApp.app.inject({
      method: 'GET',
      url: `/web/user/invoices/${after!.month}`,
      cookies: who.cookies,
    });
    expect(
      month.json().lines.map((line: { trackingNumber: string }) => line.trackingNumber),
    ).toEqual([second]);

    await cancel(who.cookies, second);
    expect(await invoiceOf(who.cookies)).toEqual([]);
  });
});

describe('what cannot be cancelled', () => {
  it('refuses an unpaid order, one the carrier has, and anyone else’s', async () => {
    const { who } = await signedInShipper();
    const unpaid = await who.newOrder();
    const unpaidAnswer = await cancel(who.cookies, unpaid);
    expect(unpaidAnswer.statusCode).toBe(409);
    expect(unpaidAnswer.json().message).toBe(CancellationMessages.notPaid);

    const [pickedUp] = await paidPair(who);
    await scan(pickedUp, 'PICKED_UP');
    const lateAnswer = await cancel(who.cookies, pickedUp);
    expect(lateAnswer.statusCode).toBe(409);
    expect(lateAnswer.json().message).toBe(CancellationMessages.tooLate);

    const stranger = await signedInShipper();
    const [theirs] = await paidPair(stranger.who);
    for (const cookies of [who.cookies, {}]) {
      const answer = await cancel(cookies, theirs);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(Messages.orderNotFound);
    }
    expect((await stranger.who.order(theirs)).json().status).toBe('LABEL_CREATED');
  });

  it('refuses a body that is not an empty object', async () => {
    const { who } = await signedInShipper();
    const [trackingNumber] = await paidPair(who);
    const answer = await testApp.app.inject({
      method: 'POST',
      url: `/web/order/${trackingNumber}/cancel`,
      payload: { status: 'DELIVERED' },
      cookies: who.cookies,
    });
    expect(answer.statusCode).toBe(400);
    expect((await who.order(trackingNumber)).json().status).toBe('LABEL_CREATED');
  });
});

/** A staff or carrier scan of the parcel, as /ops and the carrier's calls record it. */
async function scan(trackingNumber: string, status: 'PICKED_UP' | 'IN_TRANSIT') {
  const [order] = await testApp.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.trackingNumber, trackingNumber));
  return testApp.database.db.transaction((tx) =>
    recordTrackingEvents(
      tx,
      [
        {
          orderId: order!.id,
          status,
          description: 'Picked up by driver',
          location: 'Vancouver, BC',
          source: 'STAFF',
          occurredAt: testApp.now(),
        },
      ],
      { publicUrl: testApp.config.publicUrl, webhooks: NO_WEBHOOK_EVENTS },
    ),
  );
}

describe('after a cancellation', () => {
  it('no scan moves the parcel and the carrier’s manifest leaves it out', async () => {
    const { who } = await signedInShipper();
    const [trackingNumber] = await paidPair(who);
    await cancel(who.cookies, trackingNumber);

    expect(await scan(trackingNumber, 'PICKED_UP')).toEqual({ stored: 0, changes: [] });
    expect((await who.order(trackingNumber)).json().status).toBe('CANCELLED');
    const manifest = await findCarrierManifest(testApp.database.db);
    expect(manifest.shipments.map((shipment) => shipment.trackingNumber)).not.toContain(
      trackingNumber,
    );
  });

  it('answers a cancelled order in the order history with its status', async () => {
    const { who } = await signedInShipper();
    const [trackingNumber] = await paidPair(who);
    await cancel(who.cookies, trackingNumber);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/web/order/list?page=1&size=10',
      cookies: who.cookies,
    });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list
      .json<{ items: { trackingNumber: string; orderStatus: string }[] }>()
      .items.find((item) => item.trackingNumber === trackingNumber);
    expect(listed?.orderStatus).toBe('CANCELLED');
  });
});
