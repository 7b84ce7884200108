import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '#domain/shipments/order-list.ts';
import { startJobBoss } from '../db/job-boss.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { userWithOrders } from './order-list-test-helpers.ts';
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
    const first = await startUnpaidSweep({
      database: testApp.database,
      now: () => clock,
      log: failOnError,
    });
    const { rows } = await testApp.database.executeSql(
      'select name, cron from pgboss.schedule where name = $1',
      [UNPAID_SWEEP_QUEUE],
    );
    expect(rows).toEqual([{ name: UNPAID_SWEEP_QUEUE, cron: UNPAID_SWEEP_CRON }]);
    await first.stop();

    // The job the schedule sends each day, sent now; a worker takes it at its first look.
    const sender = await startJobBoss({
      ...testApp.database,
      intervalSeconds: 60,
      onError: (error) => console.error(error),
      setUp: async () => {},
    });
    await sender.send(UNPAID_SWEEP_QUEUE, {});
    await sender.stop({ graceful: true, close: false });
    const sweep = await startUnpaidSweep({
      database: testApp.database,
      now: () => clock,
      log: failOnError,
    });
    try {
      const deadline = Date.now() + 15_000;
      let listed: string[] = [];
      while (Date.now() < deadline) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: '/web/order/list',
          cookies: user.cookies,
        });
        listed = response.json<OrderListResponse>().items.map((item) => item.trackingNumber);
        if (listed.length < 2) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(listed).toEqual([user.trackingNumbers[1]]);
    } finally {
      await sweep.stop();
    }
  });
});
