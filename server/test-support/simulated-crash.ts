import type { DatabaseHandle } from '../db/client.ts';

/** Where a request is made to stop: a write to a table, and which rows (SQL on NEW) if not all. */
export type CrashPoint = { table: string; on: 'insert' | 'update'; when?: string };

/**
 * Makes every write at `point` fail until the answer is called, as if the process had died just
 * before that step committed (a trigger raises, so the step's transaction commits nothing).
 * What the request committed before stays, as a process that died would have left it.
 */
export async function crashAt(
  database: Pick<DatabaseHandle, 'executeSql'>,
  { table, on, when }: CrashPoint,
): Promise<() => Promise<void>> {
  const name = `simulated_crash_${table}_${on}`;
  await database.executeSql(
    `create function ${name}() returns trigger language plpgsql as $$
       begin raise exception 'simulated crash before a write to ${table}'; end $$`,
  );
  await database.executeSql(
    `create trigger ${name} before ${on} on ${table} for each row
       ${when ? `when (${when})` : ''} execute function ${name}()`,
  );
  return async () => {
    await database.executeSql(`drop trigger ${name} on ${table}`);
    await database.executeSql(`drop function ${name}()`);
  };
}
