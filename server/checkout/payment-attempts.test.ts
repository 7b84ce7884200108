import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ShipmentMessages as Messages } from '#domain/common/shipping-messages.ts';
import {
  orders,
  paymentAttempts,
  payments,
  sandboxRefunds,
  shippingBatches,
} from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { createSandboxPaymentProvider } from '../providers/payments/sandbox/sandbox-provider.ts';
import { shipper } from '../test-support/shipments.ts';
import { startWithItsJobSent } from '../test-support/scheduled-job.ts';
import { crashAt, type CrashPoint } from '../test-support/simulated-crash.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { NO_WEBHOOK_EVENTS } from '../webhook-events.ts';
import { PAYMENT_ATTEMPT_GRACE_MS } from './payment-attempts.ts';
import {
  PAYMENT_RECONCILER_CRON,
  PAYMENT_RECONCILER_QUEUE,
  reconcilePayments,
  startPaymentReconciler,
} from './payment-reconciler.ts';
import { approvedChargesOf, nonceFor, pay } from '../test-support/checkout.ts';

const testApp = useTestApp();
const db = () => testApp.database.db;

/** What the reconciler works with, on the app's clock; an attempt it cannot settle fails the test. */
const reconcilerDependencies = () => ({
  db: db(),
  now: testApp.now,
  provider: createSandboxPaymentProvider({
    db: db(),
    secret: testApp.config.paymentsSandboxSecret,
    now: testApp.now,
  }),
  webhooks: NO_WEBHOOK_EVENTS,
  log: { error: (details: object, message: string) => console.error(message, details) },
});

/** One round of the reconciler. */
const reconcile = () => reconcilePayments(reconcilerDependencies());

const attemptsOf = (batchId: string) =>
  db().select().from(paymentAttempts).where(eq(paymentAttempts.batchId, batchId));

/** One round, answering what it did to the batch's attempts (other tests leave theirs behind). */
async function reconcileBatch(batchId: string) {
  const ours = new Set((await attemptsOf(batchId)).map((attempt) => attempt.id));
  return (await reconcile()).filter(({ attemptId }) => ours.has(attemptId));
}

async function batchOf(batchId: string) {
  const [batch] = await db().select().from(shippingBatches).where(eq(shippingBatches.id, batchId));
  return batch!;
}

/** A guest's batch of one order, and a card payment of it that stops at `crashPoint`. */
async function paymentStoppedAt(crashPoint: CrashPoint) {
  const guest = shipper(testApp.app);
  const { batchId, trackingNumber } = await guest.newBatch();
  const recover = await crashAt(testApp.database, crashPoint);
  try {
    const stopped = await pay(testApp.app, guest.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, guest.cookies),
    });
    expect(stopped.statusCode).toBe(500);
  } finally {
    await recover();
  }
  return { guest, batchId, trackingNumber };
}

// The charge approved, then the commit marking the batch paid never happens.
const BEFORE_MARKED_PAID: CrashPoint = { table: 'payments', on: 'insert' };
// The provider itself fails before it records anything: it never saw the charge.
const BEFORE_THE_PROVIDER: CrashPoint = { table: 'sandbox_charges', on: 'insert' };

describe('payment attempts', () => {
  it('records the charge before asking for it, and its outcome with the payment', async () => {
    const guest = shipper(testApp.app);
    const { batchId } = await guest.newBatch();
    const paid = await pay(testApp.app, guest.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, guest.cookies),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.batchId, batchId));
    const [charge] = await approvedChargesOf(db(), batchId);
    expect(await attemptsOf(batchId)).toMatchObject([
      {
        state: 'SUCCEEDED',
        amountCents: payment!.amountCents,
        providerReference: charge!.reference,
      },
    ]);
    expect(payment!.providerReference).toBe(charge!.reference);
  });

  it('records a declined card as DECLINED, and the batch stays payable', async () => {
    const guest = shipper(testApp.app);
    const { batchId } = await guest.newBatch();
    const declined = await pay(testApp.app, guest.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, guest.cookies, { number: '4000 0000 0000 0002' }),
    });
    expect(declined.statusCode).toBe(402);
    expect(await attemptsOf(batchId)).toMatchObject([{ state: 'DECLINED' }]);
    expect((await batchOf(batchId)).paymentStartedAt).toBeNull();
  });

  it('refuses a second charge of a batch in the database itself', async () => {
    const { batchId } = await paymentStoppedAt(BEFORE_THE_PROVIDER);
    const at = testApp.now();
    const second = db()
      .insert(paymentAttempts)
      .values({ batchId, amountCents: 100, createdAt: at, updatedAt: at });
    await expect(second).rejects.toSatisfy(isUniqueViolation);
  });
});

describe('the payment reconciler', () => {
  it('settles a charge whose batch was never marked paid: paid, labels made, one charge', async () => {
    const { guest, batchId, trackingNumber } = await paymentStoppedAt(BEFORE_MARKED_PAID);
    expect(await approvedChargesOf(db(), batchId)).toHaveLength(1);
    expect(await attemptsOf(batchId)).toMatchObject([{ state: 'PENDING' }]);
    // Within the grace period the charge may still be answered: it is left alone, and a
    // second payment is refused.
    expect(await reconcileBatch(batchId)).toEqual([]);
    const again = await pay(testApp.app, guest.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, guest.cookies),
    });
    expect(again.json().message).toBe(Messages.paymentInProgress);

    testApp.advanceClock(PAYMENT_ATTEMPT_GRACE_MS);
    const [attempt] = await attemptsOf(batchId);
    expect(await reconcileBatch(batchId)).toEqual([{ attemptId: attempt!.id, state: 'SUCCEEDED' }]);
    expect((await batchOf(batchId)).status).toBe('PAID');
    expect((await guest.order(trackingNumber)).json().status).toBe('LABEL_CREATED');
    const [charge] = await approvedChargesOf(db(), batchId);
    expect(await db().select().from(payments).where(eq(payments.batchId, batchId))).toMatchObject([
      { method: 'CARD', providerReference: charge!.reference },
    ]);
    expect(await approvedChargesOf(db(), batchId)).toHaveLength(1);
    expect(await reconcileBatch(batchId)).toEqual([]);
  });

  it('closes a charge the provider never received, and the batch can be paid again', async () => {
    const { guest, batchId } = await paymentStoppedAt(BEFORE_THE_PROVIDER);
    testApp.advanceClock(PAYMENT_ATTEMPT_GRACE_MS);
    const [attempt] = await attemptsOf(batchId);
    expect(await reconcileBatch(batchId)).toEqual([{ attemptId: attempt!.id, state: 'CLOSED' }]);
    expect(await batchOf(batchId)).toMatchObject({ status: 'OPEN', paymentStartedAt: null });

    const paid = await pay(testApp.app, guest.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, guest.cookies),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await approvedChargesOf(db(), batchId)).toHaveLength(1);
  });

  it('refunds a charge its batch can no longer take (its orders were discarded)', async () => {
    const { batchId, trackingNumber } = await paymentStoppedAt(BEFORE_MARKED_PAID);
    await db()
      .update(orders)
      .set({ discardedAt: testApp.now(), shippingBatchId: null })
      .where(eq(orders.trackingNumber, trackingNumber));
    testApp.advanceClock(PAYMENT_ATTEMPT_GRACE_MS);
    const [attempt] = await attemptsOf(batchId);
    expect(await reconcileBatch(batchId)).toEqual([{ attemptId: attempt!.id, state: 'REFUNDED' }]);
    const [charge] = await approvedChargesOf(db(), batchId);
    expect(
      await db()
        .select({ amountCents: sandboxRefunds.amountCents })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.chargeReference, charge!.reference)),
    ).toEqual([{ amountCents: attempt!.amountCents }]);
    expect(await batchOf(batchId)).toMatchObject({ status: 'OPEN', paymentStartedAt: null });
    expect(await db().select().from(payments).where(eq(payments.batchId, batchId))).toEqual([]);
  });
});

describe('paying a batch whose charge was left under way', () => {
  it.each<[string, CrashPoint]>([
    ['settles the charge made instead of making a second', BEFORE_MARKED_PAID],
    ['charges once when the provider never received the first', BEFORE_THE_PROVIDER],
  ])('after the grace period, %s', async (_, crashPoint) => {
    const { guest, batchId } = await paymentStoppedAt(crashPoint);
    testApp.advanceClock(PAYMENT_ATTEMPT_GRACE_MS);
    const paid = await pay(testApp.app, guest.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, guest.cookies),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await approvedChargesOf(db(), batchId)).toHaveLength(1);
    expect(await attemptsOf(batchId)).toMatchObject([{ state: 'SUCCEEDED' }]);
  });
});

describe('the reconciler’s schedule', () => {
  it('is scheduled on pg-boss every minute, and its job settles what was left', async () => {
    const { batchId } = await paymentStoppedAt(BEFORE_MARKED_PAID);
    testApp.advanceClock(PAYMENT_ATTEMPT_GRACE_MS);
    const reconciler = await startWithItsJobSent(
      testApp.database,
      { queue: PAYMENT_RECONCILER_QUEUE, cron: PAYMENT_RECONCILER_CRON },
      (jobs) => startPaymentReconciler(jobs, reconcilerDependencies()),
    );
    try {
      await expect
        .poll(async () => (await batchOf(batchId)).status, { timeout: 15_000 })
        .toBe('PAID');
      expect(await attemptsOf(batchId)).toMatchObject([{ state: 'SUCCEEDED' }]);
    } finally {
      await reconciler.stop();
    }
  });
});
