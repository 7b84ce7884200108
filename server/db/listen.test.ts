import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.ts';
import type { DatabaseHandle } from './client.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const notify = (channel: string, payload: string) =>
  database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

describe('DatabaseHandle.listen', () => {
  it('hears each NOTIFY on its channel, and nothing after unlisten', async () => {
    const onPayload = vi.fn();
    const unlisten = await database.listen('listen_test', { onPayload });
    await notify('listen_test', 'first');
    await notify('another_channel', 'not for us');
    await notify('listen_test', 'second');
    await vi.waitFor(() => expect(onPayload).toHaveBeenCalledTimes(2));
    expect(onPayload.mock.calls).toEqual([['first'], ['second']]);

    await unlisten();
    await notify('listen_test', 'third');
    // The NOTIFY above is delivered before the next query answers, if at all.
    await database.db.execute(sql`select 1`);
    expect(onPayload).toHaveBeenCalledTimes(2);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, listens again after its connection is killed and says so',
    async () => {
      const onPayload = vi.fn();
      const onReconnect = vi.fn();
      const unlisten = await database.listen('listen_drop_test', { onPayload, onReconnect });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        await database.db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'LISTEN "listen_drop_test"'`);
        await vi.waitFor(() => expect(onReconnect).toHaveBeenCalledOnce(), { timeout: 5000 });
        await notify('listen_drop_test', 'after the drop');
        await vi.waitFor(() => expect(onPayload).toHaveBeenCalledWith('after the drop'));
      } finally {
        warn.mockRestore();
        await unlisten();
      }
    },
  );
});
