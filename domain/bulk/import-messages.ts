/**
 * User-visible messages of bringing recipients into the bulk wizard: reading a spreadsheet, the
 * template, and the address check. Word for word from spec sections 5 and 8 (Bulk wizard).
 */
export const BulkImportMessages = {
  tooManyRows:
    'Maximum 100 orders allowed per upload. Please reduce the number of orders in your spreadsheet.',
  /** Not in the spec: a sheet with its header row and nothing under it (issue 35). */
  noRows:
    'The spreadsheet has no recipients: add one row per recipient under the header row, then upload it again.',
  parseFailed: 'Failed to parse the Excel file. Please check the format and try again.',
  // Not the spec's words: its parse message would send the user looking for a format fault.
  fileTooLarge:
    'The file is larger than 5 MB. Please upload a spreadsheet of up to 100 recipients.',
  sheetTooLarge:
    'The spreadsheet is too large to read (over 50 MB unpacked or over 10,000 rows). Please upload a spreadsheet of up to 100 recipients.',
  templateFailed: 'Failed to generate template. Please try again.',
  addressValidated: 'Address validated',
  addressIncomplete: 'Address may be incomplete',
  addressNotFound: 'Address not found',
  addressCheckGaveUp: 'Failed to validate address after multiple attempts',
  addressCheckFailed: 'Failed to validate address',
} as const;

/** 'Missing required fields: Phone, Postal/ZIP Code' (spec section 5, spreadsheet import). */
export const missingFieldsMessage = (labels: readonly string[]) =>
  `Missing required fields: ${labels.join(', ')}`;

/** 'Validation error: OVER_QUERY_LIMIT': a geocoder status the spec has no words for. */
export const geocoderStatusMessage = (status: string) => `Validation error: ${status}`;
