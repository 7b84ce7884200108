import type { SpreadsheetReading } from '#domain/bulk/recipient.ts';

// Placeholder so the wizard compiles: the spreadsheet helper's branch replaces this file at merge.

export function readRecipientSpreadsheet(file: File): Promise<SpreadsheetReading> {
  return Promise.reject(new Error(`spreadsheet reader not merged yet (${file.name})`));
}

export function downloadRecipientTemplate(): Promise<void> {
  return Promise.reject(new Error('spreadsheet reader not merged yet'));
}
