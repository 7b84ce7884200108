import pg from 'pg';

/** The PostgreSQL server the benchmarks create their own databases on (DATABASE_URL, else the local test server). */
export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The URL of database `name` on that server. */
export function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's own database: creating or dropping a benchmark's database. */
export async function onServer(sqlText: string): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(sqlText);
  await admin.end();
}
