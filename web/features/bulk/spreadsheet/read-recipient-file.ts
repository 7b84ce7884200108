import { BulkImportMessages } from '#domain/bulk/import-messages.ts';
import type { SpreadsheetReading } from '#domain/bulk/recipient.ts';
import type { SheetCell } from '#domain/bulk/spreadsheet-columns.ts';
import type { CountryCode } from '#domain/common/postal-code-format.ts';
import { SHEET_LIMITS, sheetLimitMessage } from './sheet-limits.ts';
import { loadSpreadsheetLibrary } from './spreadsheet-library.ts';

const refused = (message: string): SpreadsheetReading => ({ ok: false, message });

/** The library and the domain's reading (with the customs declaration's rules), loaded once. */
export const loadReadingModules = () =>
  Promise.all([loadSpreadsheetLibrary(), import('#domain/bulk/spreadsheet-columns.ts')]);

/**
 * The recipients of an uploaded .xlsx or .xls (spec sections 3 and 5): the first sheet only, its
 * first row the header. Cells come as the sheet stores them (numbers, text, dates as UTC days),
 * and the domain reads them, a row to the other country than the sender's with its customs
 * item; a file that cannot be read at all gives the spec's parse error, and one past the
 * limits of sheet-limits.ts is refused before its cells are read. The wizard runs this in a
 * worker (read-recipient-file.worker.ts); tests call it directly.
 */
export async function readRecipientFile(
  file: Blob,
  senderCountry: CountryCode,
  newId: () => string,
): Promise<SpreadsheetReading> {
  if (file.size > SHEET_LIMITS.fileBytes) return refused(BulkImportMessages.fileTooLarge);
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const limitMessage = await sheetLimitMessage(bytes);
    if (limitMessage) return refused(limitMessage);
    const [XLSX, { readRecipientTable }] = await loadReadingModules();
    const workbook = XLSX.read(bytes, {
      type: 'array',
      cellDates: true,
      dense: true,
      sheets: 0,
      // One row past the limit: enough to tell an .xls is over it without reading the rest.
      sheetRows: SHEET_LIMITS.rows + 1,
    });
    const firstSheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!firstSheet) return refused(BulkImportMessages.parseFailed);
    const table = XLSX.utils.sheet_to_json<SheetCell[]>(firstSheet, {
      header: 1,
      raw: true,
      defval: null,
      UTC: true,
    });
    if (table.length > SHEET_LIMITS.rows) return refused(BulkImportMessages.sheetTooLarge);
    return readRecipientTable(table, newId, senderCountry);
  } catch {
    return refused(BulkImportMessages.parseFailed);
  }
}
