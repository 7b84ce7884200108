import { eq } from 'drizzle-orm';
import { DELIVERY_LOG_DAYS } from '#domain/webhooks/delivery-log.ts';
import { describe, expect, it } from 'vitest';
import { registerAccount } from '../test-support/auth.ts';
import { webhookDeliveries } from '../db/schema.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { startWithItsJobSent } from '../test-support/scheduled-job.ts';
import {
  DELIVERY_RETENTION_CRON,
  DELIVERY_RETENTION_QUEUE,
  deleteExpiredDeliveries,
  startDeliveryRetention,
} from './delivery-retention.ts';
import { UNANSWERED_RECEIVER, webhookCalls } from '../test-support/webhooks.ts';

const testApp = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the delivery log’s retention', () => {
  it(`deletes deliveries older than ${DELIVERY_LOG_DAYS} days, in batches, and keeps the rest`, async () => {
    const account = await registerAccount(testApp.app);
    const endpoint = await webhookCalls(testApp.app, account.token).newEndpoint(
      UNANSWERED_RECEIVER,
    );
    const now = new Date('2026-11-27T20:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    // More old ones than one batch deletes, and some on either side of the limit.
    const ages = [...Array.from({ length: 1003 }, () => 45), 30.01, 29.99, 2];
    await testApp.database.db.insert(webhookDeliveries).values(
      ages.map((age, index) => ({
        endpointId: endpoint.endpointId,
        eventId: `evt_retention_${index}`,
        eventType: 'shipment.created' as const,
        payload: '{"data":{"recipientName":"Jeanne Tremblay"}}',
        status: 'DELIVERED' as const,
        createdAt: daysAgo(age),
      })),
    );

    expect(await deleteExpiredDeliveries(testApp.database.db, now)).toBe(1004);
    const left = await testApp.database.db
      .select({ createdAt: webhookDeliveries.createdAt })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.endpointId));
    expect(left.map(({ createdAt }) => createdAt).sort((a, b) => +a - +b)).toEqual([
      daysAgo(29.99),
      daysAgo(2),
    ]);
    expect(await deleteExpiredDeliveries(testApp.database.db, now)).toBe(0);
  });

  it('is scheduled on pg-boss hourly, and its job deletes what has expired', async () => {
    const account = await registerAccount(testApp.app);
    const endpoint = await webhookCalls(testApp.app, account.token).newEndpoint(
      UNANSWERED_RECEIVER,
    );
    const now = new Date('2026-11-27T20:00:00Z');
    await testApp.database.db.insert(webhookDeliveries).values({
      endpointId: endpoint.endpointId,
      eventId: 'evt_retention_scheduled',
      eventType: 'shipment.created' as const,
      payload: '{}',
      status: 'DELIVERED' as const,
      createdAt: new Date(now.getTime() - 45 * DAY_MS),
    });
    const left = async () =>
      (
        await testApp.database.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpoint.endpointId))
      ).length;
    const log = { error: (details: object, message: string) => console.error(message, details) };
    const jobs = await startWithItsJobSent(
      testApp.database,
      { queue: DELIVERY_RETENTION_QUEUE, cron: DELIVERY_RETENTION_CRON },
      (started) =>
        startDeliveryRetention(started, { db: testApp.database.db, now: () => now, log }),
    );
    try {
      await expect.poll(left, { timeout: 15_000 }).toBe(0);
    } finally {
      await jobs.stop();
    }
  });
});
