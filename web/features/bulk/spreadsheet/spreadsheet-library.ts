/**
 * SheetJS (the maintained @e965/xlsx build), fetched only when a file is chosen or the template
 * is asked for: it is several hundred kilobytes that no page needs to open.
 */
export const loadSpreadsheetLibrary = () => import('@e965/xlsx');

export type SpreadsheetLibrary = Awaited<ReturnType<typeof loadSpreadsheetLibrary>>;
