import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '#domain/shipments/order-list.ts';
import { startWithItsJobSent } from '../test-support/scheduled-job.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { userWithOrders } from '../test-support/order-list.ts';
import { startUnpaidSweep, UNPAID_SWEEP_CRON, UNPAID_SWEEP_QUEUE } from './unpaid-sweep.ts';

// A fresh database, whose app starts no sweep of its own: the test starts it on its own clock.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const failOnError = {
  error: (details: object, message: string) => console.error(message, details),
};

describe('the daily sweep of unpaid orders', () => {
  it('is scheduled on pg-boss, and its job discards the unpaid orders older than 30 days by its clock', async () => {
    const clock = new Date('2027-03-01T10:15:00Z');
    const user = await userWithOrders(testApp, [
      { status: 'ORDER_CREATED', createdAt: '2027-01-15T12:00:00Z' },
      { status: 'ORDER_CREATED', createdAt: '2027-02-20T12:00:00Z' },
    ]);
    const sweep = await startWithItsJobSent(
      testApp.database,
      { queue: UNPAID_SWEEP_QUEUE, cron: UNPAID_SWEEP_CRON },
      (jobs) =>
        startUnpaidSweep(jobs, { db: testApp.database.db, now: () => clock, log: failOnError }),
    );
    try {
      const listed = async () => {
        const response = await testApp.app.inject({
          method: 'GET',
          url: '/web/order/list',
          cookies: user.cookies,
        });
        return response.json<OrderListResponse>().items.map((item) => item.trackingNumber);
      };
      await expect.poll(listed, { timeout: 15_000 }).toEqual([user.trackingNumbers[1]]);
    } finally {
      await sweep.stop();
    }
  });
});
