import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_COUNT } from '../test-support/test-database.ts';
import { openDatabase } from './client.ts';
import { readTemplate, saveTemplate, templateFileFor } from './pglite-template.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const extensions = { pg_trgm, btree_gin };

// Each test starts one or two embedded databases and migrates one: seconds each, over 20 s on a
// busy two-core machine.
describe('the copy a new embedded database starts from', { timeout: 90_000 }, () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'maplepost-template-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is named by the migrations: the same ones name the same copy, a changed one another', () => {
    const copy = path.join(scratch, 'migrations');
    cpSync(migrationsFolder, copy, { recursive: true });
    expect(templateFileFor(copy, scratch)).toBe(templateFileFor(migrationsFolder, scratch));

    const [first] = readdirSync(copy).filter((file) => file.endsWith('.sql'));
    appendFileSync(path.join(copy, first!), '\n-- changed');
    expect(templateFileFor(copy, scratch)).not.toBe(templateFileFor(migrationsFolder, scratch));
  });

  it('holds the migrated database, which a new one loads in place of creating its own', async () => {
    const source = await PGlite.create({ extensions });
    await migrate(drizzle(source), { migrationsFolder });
    const file = path.join(scratch, 'copy.tar.gz');
    await saveTemplate(source, file);
    await source.close();
    expect(readdirSync(scratch).filter((name) => name.endsWith('.partial'))).toEqual([]);

    const loaded = await PGlite.create({ extensions, loadDataDir: readTemplate(file) });
    const applied = await loaded.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0]!.count).toBe(MIGRATION_COUNT);
    expect((await loaded.query('select * from users')).rows).toEqual([]);
    await loaded.close();
  });

  it('is made by the first new database, and absent until then', async () => {
    expect(readTemplate(path.join(scratch, 'none.tar.gz'))).toBeUndefined();
    const database = await openDatabase({});
    await database.close();
    expect(existsSync(templateFileFor(migrationsFolder))).toBe(true);
  });
});
