import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { openTestDatabase } from '../../../test-support/test-database.ts';
import {
  createSandboxPaymentProvider,
  REFUND_MESSAGES,
  type SandboxPaymentProvider,
} from './sandbox-provider.ts';

let database: DatabaseHandle;
let provider: SandboxPaymentProvider;
beforeAll(async () => {
  database = await openTestDatabase();
  provider = createSandboxPaymentProvider({
    db: database.db,
    secret: 'sandbox-refund-test-secret',
    now: () => new Date(),
  });
});
afterAll(() => database.close());

/** An approved charge of `amountCents` on a Visa card, answering its reference. */
async function chargeOf(amountCents: number, idempotencyKey: string): Promise<string> {
  const nonce = await provider.tokenizeCard({ brand: 'Visa', last4: '1111', decision: 'APPROVE' });
  const charge = await provider.charge({
    nonce,
    amountCents,
    idempotencyKey,
    saveCard: false,
    customerId: null,
  });
  if (charge.status !== 'APPROVED') throw new Error('the test card was declined');
  return charge.reference;
}

describe('sandbox refunds', () => {
  it('refunds parts of a charge until it is used up, and never more', async () => {
    const chargeReference = await chargeOf(3000, 'batch-refund-parts');
    const first = await provider.refund({
      chargeReference,
      amountCents: 1250,
      idempotencyKey: 'a',
    });
    const second = await provider.refund({
      chargeReference,
      amountCents: 1750,
      idempotencyKey: 'b',
    });
    expect(first.status).toBe('REFUNDED');
    expect(second.status).toBe('REFUNDED');
    expect(await provider.refund({ chargeReference, amountCents: 1, idempotencyKey: 'c' })).toEqual(
      { status: 'FAILED', failureMessage: REFUND_MESSAGES.moreThanCharged },
    );
  });

  it('answers a repeated refund with the first one, also when both ask at once', async () => {
    const chargeReference = await chargeOf(2000, 'batch-refund-twice');
    const request = { chargeReference, amountCents: 1500, idempotencyKey: 'cancel:order-1' };
    const answers = await Promise.all([provider.refund(request), provider.refund(request)]);
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe('REFUNDED');
    // Only 500 cents remain: the repeat refunded nothing more.
    const rest = await provider.refund({ ...request, amountCents: 500, idempotencyKey: 'other' });
    expect(rest.status).toBe('REFUNDED');
  });

  it('refuses to refund a charge that does not exist', async () => {
    expect(
      await provider.refund({ chargeReference: 'sbx_none', amountCents: 100, idempotencyKey: 'x' }),
    ).toEqual({ status: 'FAILED', failureMessage: REFUND_MESSAGES.noSuchCharge });
  });
});

describe('sandbox charge look-up', () => {
  it('answers what it did under a key: the approved charge, a decline, or nothing', async () => {
    const reference = await chargeOf(1500, 'attempt-approved');
    expect(await provider.findCharge('attempt-approved')).toEqual({
      status: 'APPROVED',
      reference,
    });

    const declinedNonce = await provider.tokenizeCard({
      brand: 'Visa',
      last4: '0002',
      decision: 'DECLINE',
    });
    const declined = await provider.charge({
      nonce: declinedNonce,
      amountCents: 1500,
      idempotencyKey: 'attempt-declined',
      saveCard: false,
      customerId: null,
    });
    expect(await provider.findCharge('attempt-declined')).toEqual(declined);
    expect(declined.status).toBe('DECLINED');

    expect(await provider.findCharge('attempt-never-sent')).toBeNull();
  });
});
