import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/*
 * A new embedded database starts as a copy of one already created and migrated: PGlite creating
 * a database from nothing (its initdb) takes about 3 s of a start, loading a copy about 1 s. The
 * first new database of a checkout makes the copy; every later one (the next fresh data
 * directory, each test file's database in memory) starts from it.
 */

/** Where the copies are kept: per checkout, thrown away with node_modules, never committed. */
const TEMPLATE_DIR = path.resolve('node_modules/.cache/maplepost/pglite-templates');

/** PGlite's own code: a copy made by one version is not loaded by another. */
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');

/**
 * The copy for this set of migrations and this PGlite: a new or changed migration, or another
 * version of PGlite, names a new one.
 */
export function templateFileFor(migrationsFolder: string, directory = TEMPLATE_DIR): string {
  const hash = createHash('sha256').update(readFileSync(pgliteEntry));
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  return path.join(directory, `${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/** The copy in `file`, if one was made. */
export function readTemplate(file: string): Blob | undefined {
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * Keeps a copy of `client`'s database, just migrated and holding nothing else. Written under a
 * name of its own and then renamed, so that processes making it at once (test files starting
 * together) never read a half-written one.
 */
export async function saveTemplate(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir('gzip');
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}
