import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A new, empty database on the test server, and how to drop it. */
async function emptyDatabase(url: string) {
  const { Client } = await import('pg');
  const name = `maplepost_test_${randomUUID().replaceAll('-', '')}`;
  const run = async (statement: string) => {
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return {
    databaseUrl: databaseUrl.toString(),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

// Several nodes of a new release start at once against one PostgreSQL: each applies the
// pending migrations when it opens the database. Only PostgreSQL has several processes.
describe.skipIf(!serverUrl)('opening one PostgreSQL database from several nodes at once', () => {
  it('applies every migration exactly once, and every node starts', async () => {
    const { databaseUrl, drop } = await emptyDatabase(serverUrl!);
    try {
      const nodes = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl })),
      );
      const { rows } = await nodes[0]!.executeSql(
        'select count(*)::int as applied from drizzle.__drizzle_migrations',
      );
      const { readdirSync } = await import('node:fs');
      const migrations = readdirSync(new URL('./migrations', import.meta.url)).filter((file) =>
        file.endsWith('.sql'),
      );
      expect(rows).toEqual([{ applied: migrations.length }]);
      await Promise.all(nodes.map((node) => node.close()));
    } finally {
      await drop();
    }
  });
});
