/** Rows-per-page choices of the address book (spec section 9). */
export const ADDRESS_BOOK_PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_ADDRESS_BOOK_PAGE_SIZE = 10;

export type Page<Item> = {
  items: Item[];
  /** 1-based, always within 1..pageCount. */
  page: number;
  /** At least 1: an empty list is one empty page. */
  pageCount: number;
  /** 1-based positions of the first and last item shown ('11–20 of 25'); 0 and 0 when empty. */
  first: number;
  last: number;
};

/**
 * The items of one page. A page beyond the end (the last entries were deleted, a search
 * narrowed the list) reads as the last page, one before the start as the first.
 */
export function paginate<Item>(
  items: readonly Item[],
  requestedPage: number,
  pageSize: number,
): Page<Item> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pageCount);
  const start = (page - 1) * pageSize;
  const pageItems = items.slice(start, start + pageSize);
  return {
    items: pageItems,
    page,
    pageCount,
    first: pageItems.length > 0 ? start + 1 : 0,
    last: start + pageItems.length,
  };
}
