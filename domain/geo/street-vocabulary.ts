import { foldText } from './text-keys.ts';

const wordSet = (words: string) => new Set(words.trim().split(/\s+/));

// The words the address parser reads street structure from, folded (lower case, no accents,
// no dots). Types that are also common words inside street names (Lake, Park, View, Hill,
// Bay...) are left out on purpose: taking one for the end of a street would cut a city
// such as 'Mountain View' in two.

/** Street types that end a street name: 'Georgia St', 'Amphitheatre Pkwy'. */
const STREET_TYPES = wordSet(`
  alley aly ave av avenue blvd boul boulevard causeway cswy cir circle close concession
  cres crescent crt ct court dr drive esplanade expressway expy freeway fwy highway hwy
  lane line ln loop mall mews parkway path pike pkwy pky pl place plaza plz promenade
  quay rd road row sideroad sq square st street ter terr terrace tpke trail trl turnpike
  walk way
`);

/**
 * Street types written before the name, in French (Canada Post's list with its abbreviations)
 * and in a few English forms: 'rue De La Gauchetière', 'ch. Sainte-Foy', 'Avenue of the
 * Americas', 'Route 66'. After a French ordinal they end the name instead: '3e Avenue', '18e Rue'.
 */
const LEADING_STREET_TYPES = wordSet(`
  allee autoroute av ave avenue bd boul boulevard carre cercle ch chemin cote crois croissant
  esplanade highway hwy impasse monte montee passage place pl promenade quai rang route rte
  rue ruelle sentier terrasse voie
`);

/** Compass words that follow or precede a street name, in English and French (O for ouest). */
const DIRECTIONS = wordSet(`
  n s e w ne nw se sw o no so north south east west northeast northwest southeast
  southwest nord sud est ouest
`);

/** A French or English ordinal street name: '3e', '1re', '2nd', '10th', '5ème'. */
const ORDINAL = /^\d+(st|nd|rd|th|e|er|re|ere|eme|ieme)$/;

/** True for a street type that ends a name ('St', 'Blvd', 'Pkwy.'). */
export const isStreetType = (word: string) => STREET_TYPES.has(foldText(word));

/** True for a street type that may start a name ('rue', 'Avenue', 'Route'). */
export const isLeadingStreetType = (word: string) => LEADING_STREET_TYPES.has(foldText(word));

/** True for a compass direction ('W', 'Ouest', 'NW'). */
export const isDirection = (word: string) => DIRECTIONS.has(foldText(word));

/** True for an ordinal number ('3e', '1re', '34th'); '3e' may also be civic number 3E, so callers look at the next word. */
export const isOrdinal = (word: string) => ORDINAL.test(foldText(word));

/**
 * True when the word at `index` ends a street name: a trailing type after the first word
 * ('Georgia St'), or any type after an ordinal ('3e Avenue', '18e rue').
 */
export function endsStreetName(words: readonly string[], index: number): boolean {
  if (index === 0) return false;
  const word = words[index]!;
  if (isStreetType(word)) return true;
  return isLeadingStreetType(word) && isOrdinal(words[index - 1]!);
}

/** True when the word names no street: only types and directions ('rue', 'W', 'St'). */
export const isStructureWord = (word: string) =>
  isStreetType(word) || isLeadingStreetType(word) || isDirection(word);
