import { SuggestionSource, type GeoSuggestion } from '#domain/geo/schemas.ts';

/** The heading of each group of suggestions, in the order the server offers them. */
export const SUGGESTION_GROUP_LABELS: Record<SuggestionSource, string> = {
  ADDRESS_BOOK: 'Your addresses',
  RECENT_RECIPIENT: 'Recent recipients',
  PLACE: 'Places',
  ADDRESS: 'Addresses',
};

export type SuggestionGroup = {
  source: SuggestionSource;
  label: string;
  /** Each suggestion with its position in the answer, which the list's option values name. */
  items: { suggestion: GeoSuggestion; index: number }[];
};

/** The suggestions by where they come from, groups in the order of SuggestionSource; empty groups left out. */
export function groupSuggestions(suggestions: readonly GeoSuggestion[]): SuggestionGroup[] {
  return Object.values(SuggestionSource)
    .map((source) => ({
      source,
      label: SUGGESTION_GROUP_LABELS[source],
      items: suggestions
        .map((suggestion, index) => ({ suggestion, index }))
        .filter(({ suggestion }) => suggestion.source === source),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * What the user still types after picking a place ('Then type the street and postal code'), or
 * null for a suggestion that fills the whole address.
 */
export function stillToType(suggestion: GeoSuggestion): string | null {
  const missing = [
    suggestion.streetAddress.trim() === '' ? 'street' : null,
    suggestion.postalCode.trim() === '' ? 'postal code' : null,
  ].filter(Boolean);
  return missing.length === 0 ? null : `Then type the ${missing.join(' and ')}`;
}
