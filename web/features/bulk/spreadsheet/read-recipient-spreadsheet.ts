import { BulkImportMessages } from '#domain/bulk/import-messages.ts';
import type { SpreadsheetReading } from '#domain/bulk/recipient.ts';
import type { SheetCell } from '#domain/bulk/spreadsheet-columns.ts';
import type { CountryCode } from '#domain/rates/postal-code-format.ts';
import { loadSpreadsheetLibrary } from './spreadsheet-library.ts';

const unreadable: SpreadsheetReading = { ok: false, message: BulkImportMessages.parseFailed };

// Ids unique within a page (the count) and across reloads (the time). Not crypto.randomUUID:
// it exists only on secure origins, and a portal opened over plain http on a LAN would fail.
let recipientsRead = 0;
const newRecipientId = () => `sheet-${Date.now().toString(36)}-${(recipientsRead += 1)}`;

/**
 * The recipients of an uploaded .xlsx or .xls (spec sections 3 and 5): the first sheet only, its
 * first row the header. Cells come as the sheet stores them (numbers, text, dates as UTC days),
 * and the domain reads them, a row to the other country than the sender's with its customs
 * item; a file that cannot be read at all gives the spec's parse error.
 */
export async function readRecipientSpreadsheet(
  file: File,
  senderCountry: CountryCode,
  newId: () => string = newRecipientId,
): Promise<SpreadsheetReading> {
  try {
    // The domain's reading, with the customs declaration's rules, comes with the library.
    const [XLSX, { readRecipientTable }] = await Promise.all([
      loadSpreadsheetLibrary(),
      import('#domain/bulk/spreadsheet-columns.ts'),
    ]);
    const workbook = XLSX.read(await file.arrayBuffer(), {
      type: 'array',
      cellDates: true,
      dense: true,
      sheets: 0,
    });
    const firstSheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!firstSheet) return unreadable;
    const table = XLSX.utils.sheet_to_json<SheetCell[]>(firstSheet, {
      header: 1,
      raw: true,
      defval: null,
      UTC: true,
    });
    return readRecipientTable(table, newId, senderCountry);
  } catch {
    return unreadable;
  }
}
