import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { startJobBoss } from '../../db/job-boss.ts';
import { outbox } from '../../db/schema.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import {
  createOutboxDispatcher,
  OUTBOX_CRON,
  OUTBOX_QUEUE,
  startOutboxDispatch,
  type DispatcherLog,
} from './outbox-dispatcher.ts';
import { createOutboxMailer } from './outbox-mailer.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outbox);
});

/**
 * A transport that records what it sends; `failing` addresses throw, as a refusing server would.
 * With `interleave`, each send lets the other dispatchers' queries run before it ends.
 */
function fakeTransport({ failing = new Set<string>(), interleave = false } = {}) {
  const sent: MailMessage[] = [];
  const transport: Mailer = {
    async send(message) {
      if (interleave) await new Promise((resolve) => setImmediate(resolve));
      if (failing.has(message.to)) throw new Error(`SMTP refused ${message.to}`);
      sent.push(message);
    },
  };
  return { sent, transport, failing };
}

function recordingLog() {
  const lines: string[] = [];
  const log: DispatcherLog = {
    warn: (details, message) => lines.push(`${message} ${JSON.stringify(details)}`),
    error: (details, message) => lines.push(`${message} ${JSON.stringify(details)}`),
  };
  return { lines, log };
}

async function queue(...addresses: string[]) {
  const mailer = createOutboxMailer(database.db);
  for (const to of addresses)
    await mailer.send({ to, subject: `Hello ${to}`, text: 'secret body' });
}

const rows = () => database.db.select().from(outbox).orderBy(asc(outbox.id));

/** The dispatchers' clock, which the tests move: claims and retry delays are read on it. */
let clock = new Date('2026-11-29T12:00:00Z');
const now = () => clock;
const advanceClock = (milliseconds: number) => {
  clock = new Date(clock.getTime() + milliseconds);
};
const MINUTE = 60_000;

describe('the outbox dispatcher', () => {
  it('sends each queued mail once and marks it delivered', async () => {
    await queue('a@example.com', 'b@example.com');
    const { sent, transport } = fakeTransport();
    const dispatcher = createOutboxDispatcher({
      db: database.db,
      transport,
      log: recordingLog().log,
      now,
    });
    expect(await dispatcher.dispatchOnce()).toBe(2);
    expect(await dispatcher.dispatchOnce()).toBe(0);
    expect(sent.map((mail) => mail.to)).toEqual(['a@example.com', 'b@example.com']);
    expect((await rows()).map((row) => [row.delivered, row.attempts])).toEqual([
      [true, 1],
      [true, 1],
    ]);
  });

  it('retries a failed send once its delay has passed, and logs no address or body', async () => {
    await queue('down@example.com', 'up@example.com');
    const { sent, transport, failing } = fakeTransport({ failing: new Set(['down@example.com']) });
    const { lines, log } = recordingLog();
    const dispatcher = createOutboxDispatcher({ db: database.db, transport, log, now });
    expect(await dispatcher.dispatchOnce()).toBe(1);
    // Not again before its delay.
    advanceClock(MINUTE - 1);
    expect(await dispatcher.dispatchOnce()).toBe(0);
    failing.clear();
    advanceClock(2);
    expect(await dispatcher.dispatchOnce()).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual(['up@example.com', 'down@example.com']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Mail not sent, will retry/);
    expect(lines.join('\n')).not.toMatch(/example\.com|secret body|Hello/);
  });

  it('gives up after the last attempt and leaves the mail undelivered', async () => {
    await queue('never@example.com');
    const { transport } = fakeTransport({ failing: new Set(['never@example.com']) });
    const { lines, log } = recordingLog();
    const dispatcher = createOutboxDispatcher({
      db: database.db,
      transport,
      log,
      now,
      maxAttempts: 2,
    });
    for (let round = 0; round < 3; round++) {
      await dispatcher.dispatchOnce();
      advanceClock(MINUTE + 1);
    }
    expect(lines.map((line) => line.split(' {')[0])).toEqual([
      'Mail not sent, will retry',
      'Gave up sending a mail',
    ]);
    expect((await rows()).map((row) => [row.delivered, row.attempts])).toEqual([[false, 2]]);
  });

  it('never lets two dispatchers send the same mail', async () => {
    await queue(...Array.from({ length: 30 }, (_, i) => `reader${i}@example.com`));
    const { sent, transport } = fakeTransport({ interleave: true });
    const options = { db: database.db, transport, log: recordingLog().log, now, batchSize: 7 };
    const first = createOutboxDispatcher(options);
    const second = createOutboxDispatcher(options);
    await Promise.all([first.dispatchDue(), second.dispatchDue(), first.dispatchDue()]);
    expect(sent).toHaveLength(30);
    expect(new Set(sent.map((mail) => mail.to)).size).toBe(30);
  });

  it('retakes a mail whose dispatcher stopped before marking it', async () => {
    await queue('stuck@example.com');
    // The first dispatcher's send never ends: it crashed mid-send, holding the claim.
    let sendStarted = () => {};
    const started = new Promise<void>((resolve) => (sendStarted = resolve));
    const hanging: Mailer = {
      send: () => {
        sendStarted();
        return new Promise(() => {});
      },
    };
    const options = { db: database.db, log: recordingLog().log, now, claimMs: MINUTE };
    void createOutboxDispatcher({ ...options, transport: hanging }).dispatchOnce();
    await started;
    const { sent, transport } = fakeTransport();
    const other = createOutboxDispatcher({ ...options, transport });
    expect(await other.dispatchOnce()).toBe(0);
    advanceClock(MINUTE + 1);
    expect(await other.dispatchOnce()).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual(['stuck@example.com']);
  });

  it('runs as a pg-boss job each minute, and at once when a mail is written', async () => {
    const { sent, transport } = fakeTransport();
    const jobs = await startJobBoss(database, { log: recordingLog().log });
    const stopHearing = await startOutboxDispatch(jobs, {
      db: database.db,
      listen: database.listen,
      transport,
      log: recordingLog().log,
      now,
    });
    try {
      const schedules = await jobs.boss.getSchedules(OUTBOX_QUEUE);
      expect(schedules.map(({ cron }) => cron)).toEqual([OUTBOX_CRON]);
      await queue('later@example.com');
      await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    } finally {
      await stopHearing();
      await jobs.stop();
    }
  });
});

describe('the app with SMTP_URL set', () => {
  it('sends what it writes to the outbox through its dispatcher, and stops on close', async () => {
    const { sent, transport } = fakeTransport();
    const app = await buildApp({
      config: loadConfig({
        SMTP_URL: 'smtp://mail.invalid:2525',
        WEB_DIST_DIR: '/nonexistent-web-build',
      }),
      database,
      mailer: createOutboxMailer(database.db),
      mailTransport: transport,
    });
    await app.ready();
    try {
      await queue('through-the-app@example.com');
      await expect
        .poll(() => sent.map((mail) => mail.to), { timeout: 10_000 })
        .toEqual(['through-the-app@example.com']);
      expect((await rows()).map((row) => row.delivered)).toEqual([true]);
    } finally {
      await app.close();
    }
  });
});
