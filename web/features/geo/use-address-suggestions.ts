import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseAddress } from '#domain/geo/parse-address.ts';
import { fetchAddressSuggestions, geoKeys } from './suggestions-api.ts';

/** Ask after the user pauses this long, not on every key. */
export const SUGGEST_DEBOUNCE_MS = 250;

/** Shorter text cannot hold a street and a place yet; asking would only return nothing. */
const MIN_SUGGEST_LENGTH = 3;

/** True for text long enough to ask about. */
export const isSearchable = (text: string) => text.trim().length >= MIN_SUGGEST_LENGTH;

/**
 * What to look up for the typed text when the postal code is already known (from a quote):
 * the text with that code after it, unless the text names a postal code of its own.
 */
export function searchTextNear(typedText: string, postalCode: string | undefined): string {
  const text = typedText.trim();
  if (!postalCode || text === '' || parseAddress(text).postalCode) return text;
  return `${text}, ${postalCode}`;
}

/** Suggestions change only when postal data does: an answer stays good for the session. */
const SUGGESTIONS_STALE_MS = 30 * 60_000;

/**
 * The suggestions for what the user typed, asked for once they pause. `isSearching` is true
 * from the key press until the answer arrives, so the field can show it is working.
 */
export function useAddressSuggestions(text: string) {
  const searchText = text.trim();
  const [debouncedText] = useDebouncedValue(searchText, SUGGEST_DEBOUNCE_MS);
  const isLongEnough = isSearchable(searchText);
  const query = useQuery({
    queryKey: geoKeys.suggestions(debouncedText),
    queryFn: ({ signal }) => fetchAddressSuggestions(debouncedText, signal),
    enabled: isSearchable(debouncedText),
    staleTime: SUGGESTIONS_STALE_MS,
    // The last answer stays on screen while the next is on its way, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
  return {
    isLongEnough,
    suggestions: isLongEnough ? (query.data?.suggestions ?? []) : [],
    /** The credit the provider's data asks to show beside its suggestions ('© OpenStreetMap contributors'). */
    attribution: isLongEnough ? query.data?.attribution : undefined,
    isSearching: isLongEnough && (searchText !== debouncedText || query.isFetching),
    error: isLongEnough ? query.error : null,
  };
}
