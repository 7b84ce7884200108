import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { repeatRounds, type RepeatedRounds } from '../../http/repeated-rounds.ts';
import type { Mailer } from './mailer.ts';

/** Where the dispatcher reports trouble: mail ids and counts only, never a recipient or a body. */
export type DispatcherLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type OutboxDispatcherOptions = {
  db: Database;
  /** Sends one mail now, such as the SMTP mailer; a throw means not sent. */
  transport: Mailer;
  log: DispatcherLog;
  /** How long a claimed row is this dispatcher's; after that (a crash), another retakes it. */
  claimMs?: number;
  /** How long a failed mail waits before its next attempt. */
  retryDelayMs?: number;
  /** Attempts before a mail is given up on (it stays in the outbox, undelivered). */
  maxAttempts?: number;
  /** Rows claimed at once. */
  batchSize?: number;
  /** The pause between rounds when the outbox was empty. */
  pollMs?: number;
};

export type OutboxDispatcher = RepeatedRounds & {
  /** One round: claims what is due, sends it, marks it; answers how many were sent. */
  dispatchOnce(): Promise<number>;
};

const interval = (milliseconds: number) => sql`make_interval(secs => ${milliseconds / 1000})`;

/**
 * Sends the outbox. Mail is written to the outbox in the transaction of what caused it (a
 * status change, a reset request), so a crash loses none; this loop sends it. A row is claimed
 * with FOR UPDATE SKIP LOCKED and a claimed_until time, so two dispatchers (two nodes) never
 * take the same row at once, and a row whose dispatcher died is retaken once its claim ends.
 * A crash after the send and before the row is marked sends that one mail again: SMTP offers
 * no way to make a send and a database write one step.
 */
export function createOutboxDispatcher(options: OutboxDispatcherOptions): OutboxDispatcher {
  const {
    db,
    transport,
    log,
    claimMs = 60_000,
    retryDelayMs = 60_000,
    maxAttempts = 5,
    batchSize = 20,
    pollMs = 2_000,
  } = options;

  async function claim() {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.delivered, false),
          lt(outbox.attempts, maxAttempts),
          or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        claimedUntil: sql`now() + ${interval(claimMs)}`,
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning({
        id: outbox.id,
        to: outbox.toAddress,
        subject: outbox.subject,
        text: outbox.textBody,
        attempts: outbox.attempts,
      });
  }

  async function dispatchOnce(): Promise<number> {
    const claimed = await claim();
    let sent = 0;
    for (const mail of claimed.sort((a, b) => a.id - b.id)) {
      try {
        await transport.send({ to: mail.to, subject: mail.subject, text: mail.text });
      } catch (error) {
        await db
          .update(outbox)
          .set({ claimedUntil: sql`now() + ${interval(retryDelayMs)}` })
          .where(eq(outbox.id, mail.id));
        const reason = error instanceof Error ? error.name : 'Error';
        if (mail.attempts >= maxAttempts) {
          log.error({ mailId: mail.id, attempts: mail.attempts, reason }, 'Gave up sending a mail');
        } else {
          log.warn(
            { mailId: mail.id, attempts: mail.attempts, reason },
            'Mail not sent, will retry',
          );
        }
        continue;
      }
      await db
        .update(outbox)
        .set({ delivered: true, claimedUntil: null })
        .where(eq(outbox.id, mail.id));
      sent += 1;
    }
    return sent;
  }

  const rounds = repeatRounds(async () => (await dispatchOnce()) > 0, {
    pauseMs: pollMs,
    log,
    failure: 'Outbox round failed',
  });

  return { dispatchOnce, start: rounds.start, stop: rounds.stop };
}
