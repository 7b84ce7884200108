import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { startJobBoss, type JobBoss } from '../db/job-boss.ts';

/**
 * Starts a scheduled job's worker as the app does, on a pg-boss of the test's, and checks that
 * pg-boss keeps its schedule under `cron`; then sends the job the schedule would send and starts
 * the worker again, which takes the job at its first look (a worker looks at its start, then once
 * a polling interval). Answers the pg-boss, for the test to stop.
 */
export async function startWithItsJobSent(
  database: Pick<DatabaseHandle, 'executeSql' | 'exclusively'>,
  { queue, cron }: { queue: string; cron: string },
  start: (jobs: JobBoss) => Promise<void>,
): Promise<JobBoss> {
  const jobs = await startJobBoss(database, {
    log: { error: (details, message) => console.error(message, details) },
  });
  await start(jobs);
  const schedules = await jobs.boss.getSchedules(queue);
  expect(schedules.map(({ name, cron }) => ({ name, cron }))).toEqual([{ name: queue, cron }]);
  await jobs.boss.offWork(queue);
  await jobs.boss.send(queue, {});
  await start(jobs);
  return jobs;
}
