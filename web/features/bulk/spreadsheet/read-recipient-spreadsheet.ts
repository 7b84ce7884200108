import { BulkImportMessages } from '#domain/bulk/import-messages.ts';
import type { SpreadsheetReading } from '#domain/bulk/recipient.ts';
import type { CountryCode } from '#domain/common/postal-code-format.ts';
import type { ReadRequest } from './read-recipient-file.worker.ts';

/**
 * How long a worker may take over a sheet: a 100-row sheet takes well under a second on a slow
 * phone, so past this the file is one made to take the page's memory or time, and is refused.
 */
export const READ_BUDGET_MS = 10_000;

const unreadable: SpreadsheetReading = { ok: false, message: BulkImportMessages.parseFailed };

// Ids unique within a page (the count) and across reloads (the time). Not crypto.randomUUID:
// it exists only on secure origins, and a portal opened over plain http on a LAN would fail.
let recipientsRead = 0;
const newRecipientId = () => `sheet-${Date.now().toString(36)}-${(recipientsRead += 1)}`;

/**
 * The recipients of an uploaded .xlsx or .xls, read as readRecipientFile says, in a Web Worker
 * so that the page stays responsive whatever the file; where there are no workers (tests in
 * Node), on this thread. Either way the reading loads only once a file is chosen.
 */
export async function readRecipientSpreadsheet(
  file: File,
  senderCountry: CountryCode,
  newId: () => string = newRecipientId,
): Promise<SpreadsheetReading> {
  if (typeof Worker === 'undefined') {
    const { readRecipientFile } = await import('./read-recipient-file.ts');
    return readRecipientFile(file, senderCountry, newId);
  }
  const reading = await readInWorker({ file, senderCountry });
  // The worker's ids are unique within its reading only.
  return reading.ok
    ? {
        ok: true,
        recipients: reading.recipients.map((recipient) => ({ ...recipient, id: newId() })),
      }
    : reading;
}

const startWorker = () =>
  new Worker(new URL('./read-recipient-file.worker.ts', import.meta.url), { type: 'module' });

/** The worker that will read the next sheet, started ahead of it. */
let spareWorker: Worker | null = null;

/**
 * Starts the worker for the next sheet now, so that it has loaded the spreadsheet library by
 * the time a file is chosen; answers how to stop it when no sheet is coming after all.
 */
export function prepareSpreadsheetReader(): () => void {
  if (typeof Worker === 'undefined') return () => undefined;
  spareWorker ??= startWorker();
  return () => {
    spareWorker?.terminate();
    spareWorker = null;
  };
}

/** One worker per sheet, ended once it answers, fails or runs past READ_BUDGET_MS. */
function readInWorker(request: ReadRequest): Promise<SpreadsheetReading> {
  return new Promise((resolve) => {
    const worker = spareWorker ?? startWorker();
    spareWorker = null;
    const budget = setTimeout(() => finish(unreadable), READ_BUDGET_MS);
    function finish(reading: SpreadsheetReading) {
      clearTimeout(budget);
      worker.terminate();
      resolve(reading);
    }
    worker.onmessage = ({ data }: MessageEvent<SpreadsheetReading>) => finish(data);
    // The worker failed to start or ran out of memory.
    worker.onerror = () => finish(unreadable);
    worker.onmessageerror = () => finish(unreadable);
    worker.postMessage(request);
  });
}
