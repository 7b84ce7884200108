import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

/** A new, empty database on the PostgreSQL server of `serverUrl`, and how to drop it. */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const { Client } = await import('pg');
  const name = `maplepost_test_${randomUUID().replaceAll('-', '')}`;
  const runOnServer = async (statement: string) => {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await runOnServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => runOnServer(`drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh, migrated database for one test file. By default an in-memory PGlite; with
 * TEST_DATABASE_URL set, a new database on that PostgreSQL server, dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});

  const { databaseUrl, drop } = await createEmptyPostgresDatabase(serverUrl);
  const handle = await openDatabase({ databaseUrl });
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/** How many migrations the code brings (server/db/migrations). */
export const MIGRATION_COUNT = readdirSync(new URL('../db/migrations', import.meta.url)).filter(
  (file) => file.endsWith('.sql'),
).length;

/** How many migrations `database` records as applied, in drizzle's own table. */
export async function appliedMigrationCount(database: DatabaseHandle): Promise<number> {
  const { rows } = await database.executeSql(
    'select count(*)::int as applied from drizzle.__drizzle_migrations',
  );
  return (rows[0] as { applied: number }).applied;
}
