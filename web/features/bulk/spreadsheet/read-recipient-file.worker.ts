/**
 * Reads a recipient sheet off the page's thread, so that no file, however made, freezes the
 * page; read-recipient-spreadsheet.ts starts it, stops it past its time budget and gives the
 * recipients their ids.
 */
import type { CountryCode } from '#domain/common/postal-code-format.ts';
import { loadReadingModules, readRecipientFile } from './read-recipient-file.ts';

export type ReadRequest = { file: File; senderCountry: CountryCode };

// Loaded as the worker starts, which is before a file is chosen (prepareSpreadsheetReader).
loadReadingModules().catch(() => undefined);

let recipientsRead = 0;

self.onmessage = async ({ data }: MessageEvent<ReadRequest>) => {
  const reading = await readRecipientFile(data.file, data.senderCountry, () =>
    String((recipientsRead += 1)),
  );
  self.postMessage(reading);
};
