import {
  isListedBatchId,
  MAX_LISTED_BATCH_ID_LENGTH,
  MAX_RECIPIENT_SEARCH_LENGTH,
} from '#domain/shipments/order-list.ts';

/** The order history's filters as the page keeps them in its address (spec section 2). */
export type HistoryFilters = {
  status: string;
  batchId: string;
  recipientName: string;
  dateFrom: string;
  dateTo: string;
};

export const NO_FILTERS: HistoryFilters = {
  status: '',
  batchId: '',
  recipientName: '',
  dateFrom: '',
  dateTo: '',
};

const FILTER_NAMES = Object.keys(NO_FILTERS) as (keyof HistoryFilters)[];

/** The most characters the list takes of each text filter (their fields stop there too). */
const TEXT_FILTER_LENGTHS: Partial<Record<keyof HistoryFilters, number>> = {
  recipientName: MAX_RECIPIENT_SEARCH_LENGTH,
  batchId: MAX_LISTED_BATCH_ID_LENGTH,
};

export const DATES_OUT_OF_ORDER = 'Date from must be on or before date to.';
export const BATCH_ID_PROBLEM =
  'Enter a batch ID as you named it in bulk shipping, or the shipping batch ID of your checkout link: letters, digits, hyphens, underscores and periods.';

/** What is wrong with filters the list cannot take, by field, in the words the form shows. */
export type FilterProblems = Partial<Record<keyof HistoryFilters, string>>;

export function filterProblems({ batchId, dateFrom, dateTo }: HistoryFilters): FilterProblems {
  const problems: FilterProblems = {};
  if (batchId && !isListedBatchId(batchId)) problems.batchId = BATCH_ID_PROBLEM;
  if (dateFrom && dateTo && dateFrom > dateTo) problems.dateTo = DATES_OUT_OF_ORDER;
  return problems;
}

export const hasProblems = (problems: FilterProblems) => Object.keys(problems).length > 0;

/** What the address says: the filters, the page (1 when absent or not a page) and ?id=. */
export type HistorySearch = { filters: HistoryFilters; page: number; id: string };

/** A text filter longer than the list takes (a link cut short, a pasted address) is cut to fit. */
export function readHistorySearch(params: URLSearchParams): HistorySearch {
  const filters = { ...NO_FILTERS };
  for (const name of FILTER_NAMES) {
    filters[name] = (params.get(name)?.trim() ?? '').slice(0, TEXT_FILTER_LENGTHS[name]).trim();
  }
  const page = Number(params.get('page'));
  return {
    filters,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    id: params.get('id')?.trim() ?? '',
  };
}

/** The address's query for these filters and page: empty filters and page 1 are left out. */
export function writeHistorySearch(filters: HistoryFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name].trim()) params.set(name, filters[name].trim());
  if (page > 1) params.set('page', String(page));
  return params;
}

export const hasFilters = (filters: HistoryFilters) =>
  FILTER_NAMES.some((name) => filters[name].trim() !== '');

/** The list call's filter: one order for ?id=, else the filters shown. */
export function listFilterOf({ filters, id }: HistorySearch): Record<string, string> {
  return id ? { trackingNumber: id } : Object.fromEntries(writeHistorySearch(filters).entries());
}
