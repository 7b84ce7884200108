import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { createPostgresListen, type Listen } from './listen.ts';
import { readTemplate, saveTemplate, templateFileFor } from './pglite-template.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database or a transaction on it: queries that must join a caller's transaction take this. */
export type Executor = Pick<
  Database,
  'select' | 'selectDistinctOn' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with'
>;
export type DatabaseKind = 'pglite' | 'postgresql';

/** Runs SQL text with $1, $2... parameters; without values the text may hold several statements. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Raw SQL on the same database, for libraries that bring their own (the pg-boss job queue). */
  executeSql: ExecuteSql;
  /** LISTEN on a channel: every NOTIFY reaches the listener, on any node using this database. */
  listen: Listen;
  /**
   * Runs `work` while no other process on this database runs its own: for setup that processes
   * starting at once must not each do (the migrations, the job queue's schema). On PostgreSQL
   * the processes take turns under an advisory lock; the embedded database has one process.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /** A real PostgreSQL server. */
  | { databaseUrl: string }
  /** The embedded PGlite; files under dataDir, or in memory when dataDir is omitted. */
  | { dataDir?: string };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock processes take turns under to set up: any fixed number of our own. */
const SETUP_LOCK_KEY = 7_262_026;

/** Opens the database and applies every pending migration before answering. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const { Client, Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  // A connection the server closes (a restart, a failover, pg_terminate_backend) must not crash
  // the process. The pool reports an idle one and replaces it on the next query; one in use
  // between two queries (inside a transaction, say) reports on itself, and its next query fails
  // the work under way, which the caller retries or reports like any other failed query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  });
  const db = drizzle(pool, { schema });
  const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
      return await work();
    } finally {
      // Closing the lock's connection (not returning it to the pool) releases the lock, after
      // failed work too.
      lockHolder.release(true);
    }
  };
  // Nodes of a new release starting at once would each begin the same migration, and all but
  // one fail. Taking turns, the first migrates and the others find nothing left.
  await exclusively(() => migrate(db, { migrationsFolder }));
  // TCP keepalive: a LISTEN connection is idle for hours, and a peer gone silently (a dropped
  // NAT entry, a failover) must still end it so that it is opened again.
  const listen = createPostgresListen(
    () => new Client({ connectionString: databaseUrl, keepAlive: true }),
    (message) => console.warn(message),
  );
  return {
    db: db as unknown as Database,
    kind: 'postgresql',
    executeSql: (text, values = []) => pool.query(text, values),
    listen,
    exclusively,
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Migrations 0006 and 0008 create the pg_trgm and btree_gin extensions, which PGlite must
  // load before it starts.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const extensions = { pg_trgm, btree_gin };
  // A data directory PGlite has not yet created a database in (no PG_VERSION), or memory.
  const isNew = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const templateFile = templateFileFor(migrationsFolder);
  const template = isNew ? readTemplate(templateFile) : undefined;
  const client = await PGlite.create({ dataDir, extensions, loadDataDir: template });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  if (isNew && !template) await saveTemplate(client, templateFile);
  const listen: Listen = async (channel, { onPayload }) => {
    const unlisten = await client.listen(channel, onPayload);
    return () => unlisten();
  };
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    // PGlite's query takes one statement; exec takes several but no parameters.
    executeSql: async (text, values = []) => {
      if (values.length > 0) return client.query(text, values);
      try {
        // The rows of every statement, as pg answers several: pg-boss's locked blocks
        // (BEGIN; ... RETURNING; COMMIT) return theirs before the COMMIT.
        const results = await client.exec(text);
        return { rows: results.flatMap((result) => result.rows) };
      } catch (error) {
        // A block that failed after its BEGIN leaves the one connection in an aborted
        // transaction, which would fail every later query; a pool would drop that connection.
        await client.query('rollback').catch(() => {});
        throw error;
      }
    },
    listen,
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}
