import {
  MAX_LISTED_BATCH_ID_LENGTH,
  MAX_RECIPIENT_SEARCH_LENGTH,
  OrderFilterFormSchema,
  type OrderFilterForm,
} from '#domain/shipments/order-list.ts';

/** The order history's filters as the page keeps them in its address (spec section 2). */
export type HistoryFilters = OrderFilterForm;

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

/** Whether the list can take these filters; the form says what is wrong with them if not. */
export const areListable = (filters: HistoryFilters) =>
  OrderFilterFormSchema.safeParse(filters).success;

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
