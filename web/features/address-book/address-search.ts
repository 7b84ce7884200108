import type { Address } from '#domain/address-book/schemas.ts';
import { foldText } from '#domain/geo/text-keys.ts';

/** The text a search looks through: name, street, city and postal code (spec section 2), folded. */
function searchableText({ name, streetAddress, city, postalCode }: Address): string {
  // The postal code once more without its space, so 'v6e3p3' finds 'V6E 3P3'.
  return foldText([name, streetAddress, city, postalCode, postalCode.replace(/\s/g, '')].join(' '));
}

/**
 * The addresses whose name, street, city or postal code hold every word of the search, in
 * their order; case, accents and extra spaces do not matter ('georgia vancouver', 'montreal').
 * A blank search keeps them all.
 */
export function searchAddresses(addresses: readonly Address[], search: string): Address[] {
  const words = foldText(search).split(' ').filter(Boolean);
  if (words.length === 0) return [...addresses];
  return addresses.filter((address) => {
    const text = searchableText(address);
    return words.every((word) => text.includes(word));
  });
}
