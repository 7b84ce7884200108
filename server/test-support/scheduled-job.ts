import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { startJobBoss } from '../db/job-boss.ts';

/**
 * Starts a scheduled job's worker as the app does, and checks that pg-boss keeps its schedule
 * under `cron`; then sends the job the schedule would send, and starts the worker again, which
 * takes the job at its first look. Answers that second worker, for the test to stop.
 */
export async function startWithItsJobSent<Started extends { stop(): Promise<void> }>(
  database: Pick<DatabaseHandle, 'executeSql' | 'exclusively'>,
  { queue, cron }: { queue: string; cron: string },
  start: () => Promise<Started>,
): Promise<Started> {
  const first = await start();
  const { rows } = await database.executeSql(
    'select name, cron from pgboss.schedule where name = $1',
    [queue],
  );
  expect(rows).toEqual([{ name: queue, cron }]);
  await first.stop();

  const sender = await startJobBoss({
    ...database,
    intervalSeconds: 60,
    onError: (error) => console.error(error),
    setUp: async () => {},
  });
  await sender.send(queue, {});
  await sender.stop({ graceful: true, close: false });
  return start();
}
