import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { startJobBoss } from '../db/job-boss.ts';
import { createEmptyPostgresDatabase } from '../test-support/test-database.ts';
import { startBulkQueue } from './queue.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

// API nodes and workers of a new deployment start together: each starts the job queue, whose
// first start creates pg-boss's schema. Only PostgreSQL has several processes.
describe.skipIf(!serverUrl)('starting the job queue from several processes at once', () => {
  it('creates its schema once, and every process starts', async () => {
    const { databaseUrl, drop } = await createEmptyPostgresDatabase(serverUrl!);
    const processes = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ databaseUrl })),
    );
    try {
      const starts = await Promise.allSettled(
        processes.map(async (database) => {
          const jobs = await startJobBoss(database, { log: { error: () => {} } });
          await startBulkQueue(jobs, { executeSql: database.executeSql, jobTimeoutSeconds: 60 });
          return jobs;
        }),
      );
      expect(starts.map((start) => start.status)).toEqual(Array(4).fill('fulfilled'));
      for (const start of starts) if (start.status === 'fulfilled') await start.value.stop();
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await drop();
    }
  }, 60_000);
});
