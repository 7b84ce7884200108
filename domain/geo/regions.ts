import type { CountryCode } from '#domain/common/postal-code-format.ts';
import { foldText } from './text-keys.ts';

/** A Canadian province or territory, or a US state or the District of Columbia. */
export type Region = {
  /** The two-letter code Canada Post and USPS print: 'BC', 'NY'. */
  code: string;
  name: string;
  country: CountryCode;
};

type RegionRow = [code: string, name: string, ...otherSpellings: string[]];

// Other spellings people type: French names, traditional abbreviations, and the names the
// postal data uses ('Northwest Territory').
const CANADIAN_REGIONS: RegionRow[] = [
  ['AB', 'Alberta', 'Alta'],
  ['BC', 'British Columbia', 'Colombie-Britannique'],
  ['MB', 'Manitoba', 'Man'],
  ['NB', 'New Brunswick', 'Nouveau-Brunswick'],
  ['NL', 'Newfoundland and Labrador', 'Newfoundland', 'Nfld', 'NF', 'Terre-Neuve-et-Labrador'],
  ['NS', 'Nova Scotia', 'Nouvelle-Écosse'],
  ['NT', 'Northwest Territories', 'Northwest Territory', 'NWT', 'Territoires du Nord-Ouest'],
  ['NU', 'Nunavut', 'Nunavut Territory'],
  ['ON', 'Ontario', 'Ont'],
  ['PE', 'Prince Edward Island', 'PEI', 'Île-du-Prince-Édouard'],
  ['QC', 'Quebec', 'Que', 'PQ'],
  ['SK', 'Saskatchewan', 'Sask'],
  ['YT', 'Yukon', 'Yukon Territory', 'YK'],
];

const US_REGIONS: RegionRow[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

type RegionEntry = { region: Region; spellings: string[] };

function entriesOf(rows: RegionRow[], country: CountryCode): RegionEntry[] {
  return rows.map(([code, name, ...otherSpellings]) => ({
    region: { code, name, country },
    spellings: [code, name, ...otherSpellings],
  }));
}

const REGION_ENTRIES = [...entriesOf(CANADIAN_REGIONS, 'CA'), ...entriesOf(US_REGIONS, 'US')];

/** Every region the portal ships to: 13 provinces and territories, 50 states and DC. */
export const REGIONS: readonly Region[] = REGION_ENTRIES.map((entry) => entry.region);

const REGION_BY_SPELLING = new Map(
  REGION_ENTRIES.flatMap(({ region, spellings }) =>
    spellings.map((spelling) => [foldText(spelling), region] as const),
  ),
);

/** The region a code, name or common abbreviation stands for, in any case, with or without accents and dots ('b.c.', 'Québec', 'new york'); undefined otherwise. */
export function findRegion(text: string): Region | undefined {
  return REGION_BY_SPELLING.get(foldText(text));
}

/** The longest number of words a region spelling has ('Territoires du Nord-Ouest' is three). */
export const MAX_REGION_WORDS = Math.max(
  ...[...REGION_BY_SPELLING.keys()].map((spelling) => spelling.split(' ').length),
);

const COUNTRY_BY_NAME: Record<string, CountryCode> = {
  canada: 'CA',
  can: 'CA',
  usa: 'US',
  us: 'US',
  'united states': 'US',
  'united states of america': 'US',
};

/** The country a written country name stands for: 'Canada', 'USA', 'U.S.', 'United States (of America)'. The bare code 'CA' is not among them: it is also California. */
export function countryNamed(text: string): CountryCode | undefined {
  return COUNTRY_BY_NAME[foldText(text)];
}

/** The longest number of words a country name has ('United States of America'). */
export const MAX_COUNTRY_WORDS = 4;

/** The country as printed on the last line of an address ('Canada', 'USA', as geocoders print it). */
export const COUNTRY_NAMES: Record<CountryCode, string> = { CA: 'Canada', US: 'USA' };

/** Whether the text is the code of a country Maplepost ships in. */
export const isServedCountry = (code: string): code is CountryCode =>
  Object.hasOwn(COUNTRY_NAMES, code);
