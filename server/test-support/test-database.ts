import { randomUUID } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file. By default an in-memory PGlite; with
 * TEST_DATABASE_URL set, a new database on that PostgreSQL server, dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});

  const { Client } = await import('pg');
  const name = `maplepost_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
