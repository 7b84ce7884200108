/**
 * The bulk wizard's spreadsheets: reading an uploaded recipient sheet and downloading the
 * template. Both load the spreadsheet library on demand, so this front door costs a page nothing.
 */
export {
  prepareSpreadsheetReader,
  readRecipientSpreadsheet,
} from './read-recipient-spreadsheet.ts';
export { downloadRecipientTemplate, TEMPLATE_FILE_NAME } from './recipient-template.ts';
