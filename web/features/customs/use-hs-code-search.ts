import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HsCodeSearchResponseSchema } from '#domain/customs/hs-code-search.ts';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';

/** Ask once the user pauses this long, not at every key. */
export const HS_SEARCH_DEBOUNCE_MS = 250;

/** The search's own minimum (HsCodeSearchQuerySchema): shorter text is not asked about. */
const MIN_SEARCH_LENGTH = 2;

export const isHsSearchable = (text: string) => text.trim().length >= MIN_SEARCH_LENGTH;

/** GET /web/customs/hs-codes?q=: the Harmonized System subheadings that match words or digits. */
function fetchHsCodes(text: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ q: text });
  return apiRequest(`/web/customs/hs-codes?${query}`, HsCodeSearchResponseSchema, { signal });
}

/** The customs answers cached as the user types: the HS codes that match a text. */
export const customsKeys = {
  all: ['customs'] as const,
  hsCodes: (text: string) => [...customsKeys.all, 'hs-codes', text] as const,
};

/** The nomenclature changes only with a new edition of the HS: an answer stays good for the session. */
const MATCHES_STALE_MS = 30 * 60_000;

/**
 * The subheadings matching what the user typed, asked for once they pause. `unavailable` is true
 * when the server has no nomenclature installed (503): the user types the code themselves.
 */
export function useHsCodeSearch(text: string) {
  const searchText = text.trim();
  const [debouncedText] = useDebouncedValue(searchText, HS_SEARCH_DEBOUNCE_MS);
  const isLongEnough = isHsSearchable(searchText);
  const query = useQuery({
    queryKey: customsKeys.hsCodes(debouncedText),
    queryFn: ({ signal }) => fetchHsCodes(debouncedText, signal),
    enabled: isHsSearchable(debouncedText),
    staleTime: MATCHES_STALE_MS,
    // A 503 stays a 503 for the session; any other failure is told, and tried again on the next key.
    retry: false,
    placeholderData: keepPreviousData,
  });
  const error = isLongEnough ? query.error : null;
  return {
    isLongEnough,
    matches: isLongEnough ? (query.data?.matches ?? []) : [],
    isSearching: isLongEnough && (searchText !== debouncedText || query.isFetching),
    unavailable: error instanceof ApiRequestError && error.status === 503,
    error,
  };
}
