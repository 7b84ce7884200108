import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { HsNomenclature } from '../customs/index.ts';
import type { Database } from '../db/client.ts';
import type { WebhookEvents } from '../webhook-events.ts';
import { pricingAccountOf } from '../shipments/index.ts';
import { commitRow, evaluateEntry } from './process-row.ts';
import { findUpload, listUnprocessedRows } from './uploads.ts';

export type ProcessUploadDependencies = {
  db: Database;
  now: () => Date;
  webhooks: WebhookEvents;
  hsNomenclature: HsNomenclature | null;
  /** A pause between rows (config.bulkRowPauseMs); 0 gives the event loop one turn. */
  rowPauseMs?: number;
};

/**
 * The job of one upload: every row not yet processed, one transaction each. A job retried after
 * a crash starts again here and finds only the rows the crashed one had not committed.
 */
export async function processUpload(
  { db, now, webhooks, hsNomenclature, rowPauseMs = 0 }: ProcessUploadDependencies,
  uploadId: string,
): Promise<void> {
  const upload = await findUpload(db, uploadId);
  // Gone with its account: nothing left to do.
  if (!upload) return;
  const owner = { kind: 'user', userId: upload.userId } as const;
  const account = await pricingAccountOf(db, owner, now());
  for (const { rowNumber, entry } of await listUnprocessedRows(db, uploadId)) {
    // The embedded database (PGlite) answers in this process without any I/O, so row after row
    // would run as one chain of promises that never lets the event loop take a request: the
    // progress feed could not even read its handshake until the last row. A turn of the event
    // loop between rows lets the feed send each row as it commits.
    await (rowPauseMs > 0 ? sleep(rowPauseMs) : nextTurn());
    await commitRow(
      { db, webhooks },
      {
        uploadId,
        userId: upload.userId,
        rowNumber,
        was: 'unprocessed',
        entry,
        outcome: evaluateEntry(entry, account, hsNomenclature),
      },
    );
  }
}
