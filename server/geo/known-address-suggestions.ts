import { AddressType } from '#domain/geo/address-types.ts';
import { formatAddressLine } from '#domain/geo/format-address.ts';
import { MatchLevel } from '#domain/geo/match-levels.ts';
import { parseAddress } from '#domain/geo/parse-address.ts';
import { SuggestionSource, type GeoSuggestion } from '#domain/geo/schemas.ts';
import { foldText } from '#domain/geo/text-keys.ts';
import type { KnownAddress } from './queries.ts';

/** At most this many of the user's own addresses lead the list, so places and new addresses still show. */
export const MAX_KNOWN_SUGGESTIONS = 4;

/** Text as the words it is searched by: folded, punctuation that joins or brackets words as spaces. */
const searchWords = (text: string) =>
  foldText(text.replace(/[,#()-]/g, ' '))
    .split(' ')
    .filter(Boolean);

/** The words an address is found by: its name, company, street, unit and place, with the postal code also without its space. */
function searchWordsOf(address: KnownAddress): string[] {
  return searchWords(
    [
      address.name,
      address.companyName,
      address.streetAddress,
      address.unitNumber,
      address.city,
      address.province,
      address.postalCode,
      address.postalCode.replace(/\s/g, ''),
    ].join(' '),
  );
}

/** True when every word typed begins a word of the address, in any order: 'ava 1055', 'georgia van', 'v6e'. */
function matchesTyped(address: KnownAddress, typedWords: string[]): boolean {
  const words = searchWordsOf(address);
  return typedWords.every((typed) => words.some((word) => word.startsWith(typed)));
}

/** One address however it is offered (saved, a past recipient, found by the provider): its street, unit and postal code, folded. */
export const sameAddressKey = (
  address: Pick<KnownAddress, 'streetAddress' | 'unitNumber' | 'postalCode'>,
) => foldText([address.streetAddress, address.unitNumber, address.postalCode].join('|'));

function toSuggestion(address: KnownAddress, source: SuggestionSource): GeoSuggestion {
  const line = formatAddressLine({ ...address, street: address.streetAddress });
  return {
    // The address first, as every suggestion reads; whose it is after it.
    label: `${line} — ${address.name}`,
    streetAddress: address.streetAddress,
    unitNumber: address.unitNumber,
    city: address.city,
    province: address.province,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    source,
    // Saved with a postal code and province the server checked (checkPlace), no more.
    matchLevel: address.countryCode === 'US' ? MatchLevel.postalCode : MatchLevel.postalArea,
    addressType: parseAddress(address.streetAddress).addressType ?? AddressType.street,
  };
}

/**
 * The user's own addresses matching what was typed, to offer before anything else: address-book
 * entries first, then past recipients not already in the book, each address once.
 */
export function knownAddressSuggestions(
  text: string,
  known: { addressBook: KnownAddress[]; recentRecipients: KnownAddress[] },
): GeoSuggestion[] {
  const typedWords = searchWords(text);
  if (typedWords.length === 0) return [];
  const seen = new Set<string>();
  const suggestions: GeoSuggestion[] = [];
  const offer = (addresses: KnownAddress[], source: SuggestionSource) => {
    for (const address of addresses) {
      if (suggestions.length === MAX_KNOWN_SUGGESTIONS) return;
      const identity = sameAddressKey(address);
      if (seen.has(identity) || !matchesTyped(address, typedWords)) continue;
      seen.add(identity);
      suggestions.push(toSuggestion(address, source));
    }
  };
  offer(known.addressBook, SuggestionSource.addressBook);
  offer(known.recentRecipients, SuggestionSource.recentRecipient);
  return suggestions;
}
