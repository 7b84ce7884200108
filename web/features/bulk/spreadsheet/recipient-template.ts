import { BulkImportMessages } from '#domain/bulk/import-messages.ts';
import { loadSpreadsheetLibrary } from './spreadsheet-library.ts';

/** The template is named after the product (spec section 9). */
export const TEMPLATE_FILE_NAME = 'Maplepost-bulk-template.xlsx';

/** Saves a file the page made, through a link to it that is clicked once. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file to the browser's download by now.
  setTimeout(() => URL.revokeObjectURL(url));
}

/** Downloads the template; rejects with the spec's message (BulkImportMessages.templateFailed) when it cannot. */
export async function downloadRecipientTemplate(): Promise<void> {
  try {
    // The workbook's columns and instructions come with the library, when the template is asked for.
    const [XLSX, { buildRecipientTemplate }] = await Promise.all([
      loadSpreadsheetLibrary(),
      import('./template-workbook.ts'),
    ]);
    const bytes: ArrayBuffer = XLSX.write(buildRecipientTemplate(XLSX), {
      type: 'array',
      bookType: 'xlsx',
      compression: true,
    });
    saveFile(
      new Blob([bytes], {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
      TEMPLATE_FILE_NAME,
    );
  } catch (error) {
    throw new Error(BulkImportMessages.templateFailed, { cause: error });
  }
}
