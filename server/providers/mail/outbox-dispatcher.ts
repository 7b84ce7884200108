import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { startScheduledJob, type JobBoss } from '../../db/job-boss.ts';
import type { Listen, Unlisten } from '../../db/listen.ts';
import { outbox } from '../../db/schema.ts';
import type { Mailer } from './mailer.ts';
import { MAIL_WRITTEN_CHANNEL } from './queries.ts';

/** The pg-boss queue of the outbox's dispatch: a job sends every mail due. */
export const OUTBOX_QUEUE = 'mail-outbox';
/** Every minute, besides each mail's commit: the mail whose notice was missed, and retries. */
export const OUTBOX_CRON = '* * * * *';

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
  now: () => Date;
  /** How long a claimed row is this dispatcher's; after that (a crash), another retakes it. */
  claimMs?: number;
  /** How long a failed mail waits before its next attempt. */
  retryDelayMs?: number;
  /** Attempts before a mail is given up on (it stays in the outbox, undelivered). */
  maxAttempts?: number;
  /** Rows claimed at once. */
  batchSize?: number;
};

export type OutboxDispatcher = {
  /** One round: claims what is due, sends it, marks it; answers how many were sent. */
  dispatchOnce(): Promise<number>;
  /** Rounds until one sends nothing: what was due is sent or waits for its next attempt. */
  dispatchDue(): Promise<void>;
};

/**
 * Sends the outbox. Mail is written to the outbox in the transaction of what caused it (a
 * status change, a reset request), so a crash loses none; the dispatcher sends it. A row is
 * claimed with FOR UPDATE SKIP LOCKED and a claimed_until time, so two dispatchers (two nodes)
 * never take the same row at once, and a row whose dispatcher died is retaken once its claim
 * ends. A crash after the send and before the row is marked sends that one mail again: SMTP
 * offers no way to make a send and a database write one step.
 */
export function createOutboxDispatcher(options: OutboxDispatcherOptions): OutboxDispatcher {
  const {
    db,
    transport,
    log,
    now,
    claimMs = 60_000,
    retryDelayMs = 60_000,
    maxAttempts = 5,
    batchSize = 20,
  } = options;
  const later = (milliseconds: number) => new Date(now().getTime() + milliseconds);

  async function claim() {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.delivered, false),
          lt(outbox.attempts, maxAttempts),
          or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now())),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({ claimedUntil: later(claimMs), attempts: sql`${outbox.attempts} + 1` })
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
          .set({ claimedUntil: later(retryDelayMs) })
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

  return {
    dispatchOnce,
    async dispatchDue() {
      while ((await dispatchOnce()) > 0);
    },
  };
}

/**
 * Sends the outbox from pg-boss jobs worked in this process: one each minute (OUTBOX_CRON), and
 * one as soon as a mail is written, told by the writer's NOTIFY at its commit. The queue is
 * stately: one dispatch runs at a time, cluster-wide, and one more waits, however many mails
 * ask. Answers what stops hearing of new mail; the job boss's stop ends the worker.
 */
export async function startOutboxDispatch(
  jobs: JobBoss,
  { listen, ...options }: OutboxDispatcherOptions & { listen: Listen },
): Promise<Unlisten> {
  const dispatcher = createOutboxDispatcher(options);
  const schedule = {
    queue: OUTBOX_QUEUE,
    cron: OUTBOX_CRON,
    policy: 'stately' as const,
    // As long as a claim: a dispatcher that died holds its rows and the queue's one run as long.
    expireInSeconds: (options.claimMs ?? 60_000) / 1000,
    pollingIntervalSeconds: 2,
    log: options.log,
  };
  await startScheduledJob(jobs, schedule, () => dispatcher.dispatchDue());
  const dispatchSoon = () => {
    jobs.boss.send(OUTBOX_QUEUE, {}).catch((error: unknown) => {
      options.log.error({ err: error }, 'Outbox dispatch not queued; the next minute sends it');
    });
  };
  // Mail written while the connection was down waits at most for the minute's job anyway.
  return listen(MAIL_WRITTEN_CHANNEL, { onPayload: dispatchSoon, onReconnect: dispatchSoon });
}
