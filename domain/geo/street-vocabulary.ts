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

/** Street types written before the name, in French and in a few English forms: 'rue De La Gauchetière', 'Avenue of the Americas', 'Route 66'. */
const LEADING_STREET_TYPES = wordSet(`
  allee autoroute av ave avenue boul boulevard carre ch chemin cote croissant highway hwy
  impasse montee place promenade rang route rte rue
`);

/** Compass words that follow or precede a street name, in English and French (O for ouest). */
const DIRECTIONS = wordSet(`
  n s e w ne nw se sw o no so north south east west northeast northwest southeast
  southwest nord sud est ouest
`);

/** Words that introduce a unit: 'Unit 5', 'Apt 4B', 'Suite 200', 'App. 3', 'Bureau 100'. */
const UNIT_WORDS = wordSet(`
  unit apt apartment suite ste app appt appartement bureau room rm #
`);

/** True for a street type that ends a name ('St', 'Blvd', 'Pkwy.'). */
export const isStreetType = (word: string) => STREET_TYPES.has(foldText(word));

/** True for a street type that may start a name ('rue', 'Avenue', 'Route'). */
export const isLeadingStreetType = (word: string) => LEADING_STREET_TYPES.has(foldText(word));

/** True for a compass direction ('W', 'Ouest', 'NW'). */
export const isDirection = (word: string) => DIRECTIONS.has(foldText(word));

/** True for a word that introduces a unit number ('Unit', 'Apt.', 'Suite', '#'). */
export const isUnitWord = (word: string) => UNIT_WORDS.has(foldText(word));
