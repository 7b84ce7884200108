import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  logIn,
  registerAccount,
  sessionCookieOf,
  withSession,
} from '../test-support/auth.ts';
import { shipper } from '../test-support/shipments.ts';
import { createTestApp } from '../test-support/test-app.ts';
import {
  appliedMigrationCount,
  createEmptyPostgresDatabase,
  MIGRATION_COUNT,
} from '../test-support/test-database.ts';
import { openDatabase } from './client.ts';

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;

// The backup and restore docs/deploy.md prescribes, tried: Debian's pg_dump and pg_restore
// (postgresql-client), the custom format, into a new database.
describe.skipIf(!serverUrl)('a pg_dump backup restored with pg_restore into a new database', () => {
  it('signs the same people in and shows them the same orders, with no migration left to run', async () => {
    const source = await createEmptyPostgresDatabase(serverUrl!);
    const target = await createEmptyPostgresDatabase(serverUrl!);
    const folder = mkdtempSync(path.join(tmpdir(), 'maplepost-backup-'));
    const dumpFile = path.join(folder, 'maplepost.dump');
    try {
      const sourceDatabase = await openDatabase({ databaseUrl: source.databaseUrl });
      const before = await createTestApp({ database: sourceDatabase });
      const account = await registerAccount(before.app);
      const trackingNumber = await shipper(before.app, withSession(account.token)).newOrder();
      await before.close();
      await sourceDatabase.close();

      await run('pg_dump', ['--format=custom', `--file=${dumpFile}`, source.databaseUrl]);
      await run('pg_restore', ['--no-owner', `--dbname=${target.databaseUrl}`, dumpFile]);

      const restoredDatabase = await openDatabase({ databaseUrl: target.databaseUrl });
      const after = await createTestApp({ database: restoredDatabase });
      try {
        expect(await appliedMigrationCount(restoredDatabase)).toBe(MIGRATION_COUNT);

        const login = await logIn(after.app, account.email, GOOD_PASSWORD);
        expect(login.statusCode, login.body).toBe(200);
        const restoredShipper = shipper(after.app, withSession(sessionCookieOf(login).value));
        const order = await restoredShipper.order(trackingNumber);
        expect(order.statusCode, order.body).toBe(200);
      } finally {
        await after.close();
        await restoredDatabase.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await source.drop();
      await target.drop();
    }
  }, 60_000);
});
