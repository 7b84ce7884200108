// Read by the generator of domain/geo/postal-area-places.generated.ts only.
// The zipcodes package names a Canadian postal area (FSA) by its neighbourhoods, not by its
// municipality: 'Vancouver (ne Downtown / Harbour Centre / Gastown / Yaletown)', 'Kelowna East
// Central', 'Downtown Toronto (cn Tower / ...)', and a rural area by its region and one town:
// 'Northwestern Alberta (high Level)'. Its Quebec names also lost their accents to a character
// set slip ('Trois-rivi\uFFFDres'). These functions recover the municipality a label prints.

const LOST_CHARACTER = '\uFFFD';

// Every damaged word stem in zipcodes 8.0.0 ('?' for the lost character), with its accents back.
const DAMAGED_STEMS: [damaged: string, repaired: string][] = [
  ['a?ores', 'açores'],
  ['ad?le', 'adèle'],
  ['b?lair', 'bélair'],
  ['c?te', 'côte'],
  ['ch?n?ville', 'chénéville'],
  ['ch?teauguay', 'châteauguay'],
  ['chaudi?re', 'chaudière'],
  ['doroth?e', 'dorothée'],
  ['f?licien', 'félicien'],
  ['fran?ois', 'françois'],
  ['gasp?', 'gaspé'],
  ['genevi?ve', 'geneviève'],
  ['gr?ce', 'grâce'],
  ['h?bert', 'hébert'],
  ['h?l?ne', 'hélène'],
  ['j?r?me', 'jérôme'],
  ['jonqui?re', 'jonquière'],
  ['l?onard', 'léonard'],
  ['l?vis', 'lévis'],
  ['lam?que', 'lamèque'],
  ['lanaudi?re', 'lanaudière'],
  ['laterri?re', 'laterrière'],
  ['m?re', 'mère'],
  ['m?tabetchouan', 'métabetchouan'],
  ['mont?r?gie', 'montérégie'],
  ['pel?', 'pelé'],
  ['pocati?re', 'pocatière'],
  ['pr?vost', 'prévost'],
  ['qu?bec', 'québec'],
  ['r?gion', 'région'],
  ['rivi?re', 'rivière'],
  ['t?miscamingue', 'témiscamingue'],
  ['th?r?se', 'thérèse'],
  ['trinit?', 'trinité'],
  ['val?re', 'valère'],
  ['vall?e', 'vallée'],
  ['?le', 'île'],
  ['?mard', 'émard'],
  ['?mile', 'émile'],
  ['?piphanie', 'épiphanie'],
].map(([damaged, repaired]) => [damaged!.replaceAll('?', LOST_CHARACTER), repaired!]);

/** True when a label still holds a character the package lost. */
export const hasLostCharacters = (label: string) => label.includes(LOST_CHARACTER);

/** The label in lower case with the accents the package lost put back (tidyPlaceName capitalises it again). */
export function repairLostAccents(label: string): string {
  let repaired = label.toLowerCase();
  if (!hasLostCharacters(repaired)) return repaired;
  for (const [damaged, accented] of DAMAGED_STEMS)
    repaired = repaired.replaceAll(damaged, accented);
  return repaired;
}

// French particles stay lower case inside a name: 'Notre-Dame-de-Grâce', 'Saint-Jean-sur-Richelieu'.
const PARTICLES = new Set(['de', 'des', 'du', 'la', 'le', 'les', 'sur', 'en', 'aux', 'et']);

/** Capitalises one word, or one hyphenated part of a word, of a place name. */
function capitalizePart(part: string, startsTheName: boolean): string {
  if (!startsTheName && PARTICLES.has(part)) return part;
  // An elided article is capitalised only at the start: "L'Ancienne-Lorette", "Val-d'Or".
  return part
    .replace(
      /^(\p{L}['’])?(\p{L})/u,
      (_, elided = '', letter: string) =>
        (startsTheName ? elided.toUpperCase() : elided) + letter.toUpperCase(),
    )
    .replace(/^Mc(\p{L})/u, (_, letter: string) => `Mc${letter.toUpperCase()}`);
}

/** Capitalises a place name the way it is printed: 'Saint-Jean-sur-Richelieu', "L'Ancienne-Lorette", 'Fort McMurray', "St. John's". */
export function tidyPlaceName(name: string): string {
  return name
    .toLowerCase()
    .replace(/-\s+/g, '-')
    .split(' ')
    .map((word, wordIndex) =>
      word
        .split('-')
        .map((part, partIndex) => capitalizePart(part, wordIndex === 0 && partIndex === 0))
        .join('-'),
    )
    .join(' ');
}

// Words after which a label names a part of its municipality: 'Kelowna East Central',
// 'North Vancouver Outer East', 'Campbell River Outskirts'.
const AREA_QUALIFIERS = new Set(
  `north south east west central northeast northwest southeast southwest northern southern
   inner outer downtown mid upper lower region and & outskirts extremities rcm stn business
   provincial government`.split(/\s+/),
);
// Words that start a label before the municipality: 'Downtown Toronto', 'Old Montreal'.
const LEADING_QUALIFIERS = new Set(['downtown', 'central', 'old']);

/** The municipality an urban postal area's label starts with: 'Vancouver (ne Downtown / ...)' is Vancouver, 'North Vancouver Outer East' is North Vancouver. */
export function municipalityOfLabel(label: string): string {
  let words = repairLostAccents(label)
    .replace(/\(.*$/, '')
    .replace(/-\s+/g, '-')
    .trim()
    .split(/\s+/);
  while (words.length > 1 && LEADING_QUALIFIERS.has(words[0]!)) words = words.slice(1);
  const cut = words.findIndex(
    (word, index) => index > 0 && (AREA_QUALIFIERS.has(word) || word.startsWith('mid-')),
  );
  return tidyPlaceName((cut > 0 ? words.slice(0, cut) : words).join(' '));
}

/** The one town a rural postal area's label names in brackets: 'Northwestern Alberta (high Level)' names High Level. */
export function townOfRuralLabel(label: string): string | undefined {
  const town = repairLostAccents(label).match(/\(([^)]+)\)/)?.[1];
  return town && tidyPlaceName(town.trim());
}

/** A rural FSA has 0 as its digit (V0N): it spans many towns, so no one of them is its city. */
export const isRuralArea = (fsa: string) => fsa[1] === '0';
