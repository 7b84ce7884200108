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
    'on PostgreSQL, hears every channel over one connection, closed when nobody listens',
    async () => {
      const listeningSessions = async () => {
        const { rows } = await database.executeSql(
          `select count(*)::int as sessions from pg_stat_activity
           where datname = current_database() and query like 'LISTEN %'`,
        );
        return (rows as { sessions: number }[])[0]!.sessions;
      };
      const first = vi.fn();
      const second = vi.fn();
      const unlistenFirst = await database.listen('listen_first', { onPayload: first });
      const unlistenSecond = await database.listen('listen_second', { onPayload: second });
      expect(await listeningSessions()).toBe(1);

      await unlistenFirst();
      await notify('listen_first', 'after its unlisten');
      await notify('listen_second', 'still heard');
      await vi.waitFor(() => expect(second).toHaveBeenCalledWith('still heard'));
      expect(first).not.toHaveBeenCalled();

      await unlistenSecond();
      expect(await listeningSessions()).toBe(0);
    },
  );

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
          where datname = current_database() and query like 'LISTEN %'`);
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
