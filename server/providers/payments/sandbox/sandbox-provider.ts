import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sum } from 'drizzle-orm';
import type { CardNonce, SavedCard } from '#domain/checkout/schemas.ts';
import { createSecretToken, hashSecretToken } from '../../../crypto/secret-tokens.ts';
import type { Database } from '../../../db/client.ts';
import {
  sandboxCharges,
  sandboxNonces,
  sandboxRefunds,
  sandboxSavedCards,
} from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from '../payment-provider.ts';
import type { CardDecision, CheckedCard } from './card-checks.ts';
import { createClientToken } from './client-tokens.ts';

// A nonce is used right after the card is entered; an hour covers a slow checkout.
const NONCE_LIFETIME_MS = 60 * 60 * 1000;

const DECLINE_MESSAGES: Record<Exclude<CardDecision, 'APPROVE'>, string> = {
  DECLINE: 'Your card was declined.',
  INSUFFICIENT_FUNDS: 'Your card was declined: insufficient funds.',
};
export const REFUND_MESSAGES = {
  noSuchCharge: 'There is no approved charge to refund.',
  moreThanCharged: 'The refund is more than what is left of the charge.',
} as const;
export const NONCE_UNUSABLE_MESSAGE =
  'These card details have expired or were already used. Please enter your card again.';

type SandboxDependencies = { db: Database; secret: string; now: () => Date };

/**
 * The embedded payment vendor: card entry in its hosted fields becomes a single-use nonce,
 * which our server then charges. Its state lives in its own sandbox_* tables.
 */
export function createSandboxPaymentProvider({ db, secret, now }: SandboxDependencies) {
  /** Stores a single-use nonce for a checked or saved card, answering the nonce (only its hash is kept). */
  async function issueNonce(card: CheckedCard, savedCardId: string | null = null): Promise<string> {
    const nonce = createSecretToken();
    await db.insert(sandboxNonces).values({
      ...card,
      nonceHash: hashSecretToken(nonce),
      savedCardId,
      expiresAt: new Date(now().getTime() + NONCE_LIFETIME_MS),
    });
    return nonce;
  }

  /** Keeps the card for the customer, once: saving the same card again answers the one kept. */
  async function saveCardOf(
    customerId: string,
    card: Pick<typeof sandboxNonces.$inferSelect, 'brand' | 'last4' | 'decision'>,
  ): Promise<string> {
    const sameCard = and(
      eq(sandboxSavedCards.customerId, customerId),
      eq(sandboxSavedCards.brand, card.brand),
      eq(sandboxSavedCards.last4, card.last4),
    );
    const [kept] = await db
      .select({ id: sandboxSavedCards.id })
      .from(sandboxSavedCards)
      .where(sameCard);
    if (kept) return kept.id;
    const [saved] = await db
      .insert(sandboxSavedCards)
      .values({ customerId, brand: card.brand, last4: card.last4, decision: card.decision })
      .returning({ id: sandboxSavedCards.id });
    return saved!.id;
  }

  async function approvedChargeFor(idempotencyKey: string) {
    const [charge] = await db
      .select()
      .from(sandboxCharges)
      .where(
        and(eq(sandboxCharges.idempotencyKey, idempotencyKey), eq(sandboxCharges.approved, true)),
      );
    return charge;
  }

  async function findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    const approved = await approvedChargeFor(idempotencyKey);
    if (approved) return { status: 'APPROVED', reference: approved.reference };
    const [declined] = await db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, idempotencyKey))
      .orderBy(desc(sandboxCharges.createdAt))
      .limit(1);
    if (!declined) return null;
    return {
      status: 'DECLINED',
      reference: declined.reference,
      declineMessage: declined.declineMessage ?? DECLINE_MESSAGES.DECLINE,
    };
  }

  const provider: PaymentProvider = {
    name: 'sandbox',

    createClientToken: async (_mode, customerId) => createClientToken(secret, customerId, now()),

    async charge({
      nonce,
      amountCents,
      idempotencyKey,
      saveCard,
      customerId,
    }: ChargeRequest): Promise<ChargeResult> {
      const earlier = await approvedChargeFor(idempotencyKey);
      if (earlier) return { status: 'APPROVED', reference: earlier.reference };

      const at = now();
      const [card] = await db
        .update(sandboxNonces)
        .set({ consumedAt: at })
        .where(
          and(
            eq(sandboxNonces.nonceHash, hashSecretToken(nonce)),
            isNull(sandboxNonces.consumedAt),
            gt(sandboxNonces.expiresAt, at),
          ),
        )
        .returning();
      if (!card)
        return { status: 'DECLINED', reference: null, declineMessage: NONCE_UNUSABLE_MESSAGE };

      const reference = `sbx_${randomUUID()}`;
      const approved = card.decision === 'APPROVE';
      const declineMessage = card.decision === 'APPROVE' ? null : DECLINE_MESSAGES[card.decision];
      try {
        await db
          .insert(sandboxCharges)
          .values({ reference, idempotencyKey, amountCents, approved, declineMessage });
      } catch (error) {
        // Another charge under this key was approved meanwhile: answer it, charge nothing more.
        const winner = isUniqueViolation(error) && (await approvedChargeFor(idempotencyKey));
        if (!winner) throw error;
        return { status: 'APPROVED', reference: winner.reference };
      }
      if (declineMessage) return { status: 'DECLINED', reference, declineMessage };

      if (!saveCard || !customerId || card.savedCardId) return { status: 'APPROVED', reference };
      return { status: 'APPROVED', reference, savedCardToken: await saveCardOf(customerId, card) };
    },

    findCharge,

    async refund({
      chargeReference,
      amountCents,
      idempotencyKey,
    }: RefundRequest): Promise<RefundResult> {
      // One refund at a time per charge: the charge row's lock makes the sum below final.
      return db.transaction(async (tx) => {
        const [charge] = await tx
          .select({ amountCents: sandboxCharges.amountCents })
          .from(sandboxCharges)
          .where(
            and(eq(sandboxCharges.reference, chargeReference), eq(sandboxCharges.approved, true)),
          )
          .for('update');
        if (!charge) return { status: 'FAILED', failureMessage: REFUND_MESSAGES.noSuchCharge };
        const [earlier] = await tx
          .select({ reference: sandboxRefunds.reference })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
        if (earlier) return { status: 'REFUNDED', reference: earlier.reference };
        const [refunded] = await tx
          .select({ cents: sum(sandboxRefunds.amountCents) })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.chargeReference, chargeReference));
        if (Number(refunded?.cents ?? 0) + amountCents > charge.amountCents) {
          return { status: 'FAILED', failureMessage: REFUND_MESSAGES.moreThanCharged };
        }
        const reference = `sbx_re_${randomUUID()}`;
        await tx
          .insert(sandboxRefunds)
          .values({ reference, chargeReference, idempotencyKey, amountCents });
        return { status: 'REFUNDED', reference };
      });
    },

    async tokenizeSavedCard(customerId: string, token: string): Promise<CardNonce | null> {
      const [saved] = await db
        .select()
        .from(sandboxSavedCards)
        .where(and(eq(sandboxSavedCards.id, token), eq(sandboxSavedCards.customerId, customerId)));
      if (!saved) return null;
      const card = { ...saved, brand: saved.brand as CheckedCard['brand'] };
      return { nonce: await issueNonce(card, saved.id), brand: saved.brand, last4: saved.last4 };
    },

    async listSavedCards(customerId: string): Promise<SavedCard[]> {
      const cards = await db
        .select({
          token: sandboxSavedCards.id,
          brand: sandboxSavedCards.brand,
          last4: sandboxSavedCards.last4,
        })
        .from(sandboxSavedCards)
        .where(eq(sandboxSavedCards.customerId, customerId))
        .orderBy(sandboxSavedCards.createdAt);
      return cards;
    },

    async deleteSavedCards(customerId: string): Promise<void> {
      // A nonce issued for a saved card points at it; the card goes, the nonce forgets it.
      await db.transaction(async (tx) => {
        const owned = tx
          .select({ id: sandboxSavedCards.id })
          .from(sandboxSavedCards)
          .where(eq(sandboxSavedCards.customerId, customerId));
        await tx
          .update(sandboxNonces)
          .set({ savedCardId: null })
          .where(inArray(sandboxNonces.savedCardId, owned));
        await tx.delete(sandboxSavedCards).where(eq(sandboxSavedCards.customerId, customerId));
      });
    },
  };

  return {
    ...provider,
    secret,

    /** A nonce for a card just typed into the hosted fields. */
    tokenizeCard: (card: CheckedCard) => issueNonce(card),
  };
}

export type SandboxPaymentProvider = ReturnType<typeof createSandboxPaymentProvider>;
