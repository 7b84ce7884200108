import { describe, expect, it } from 'vitest';
import {
  appliedMigrationCount,
  createEmptyPostgresDatabase,
  MIGRATION_COUNT,
} from '../test-support/test-database.ts';
import { openDatabase } from './client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

// Several nodes of a new release start at once against one PostgreSQL: each applies the
// pending migrations when it opens the database. Only PostgreSQL has several processes.
describe.skipIf(!serverUrl)('opening one PostgreSQL database from several nodes at once', () => {
  it('applies every migration exactly once, and every node starts', async () => {
    const { databaseUrl, drop } = await createEmptyPostgresDatabase(serverUrl!);
    try {
      const nodes = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl })),
      );
      expect(await appliedMigrationCount(nodes[0]!)).toBe(MIGRATION_COUNT);
      await Promise.all(nodes.map((node) => node.close()));
    } finally {
      await drop();
    }
  });
});
