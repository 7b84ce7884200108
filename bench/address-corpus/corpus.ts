/**
 * The real-address corpus (addresses.json, sources in README.md): addresses as they are written
 * in documents, each with the parts a correct reading gives. The address benchmark scores the
 * engine on it; corpus.test.ts checks the corpus itself.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ADDRESS_TYPES } from '#domain/geo/address-types.ts';
import { COUNTRY_CODES } from '#domain/common/postal-code-format.ts';

const ExpectedAddressSchema = z.strictObject({
  /** As the source writes it: '94-210' is one Hawaiian house number. */
  streetNumber: z.string().min(1).optional(),
  streetName: z.string().min(1).optional(),
  /** The unit's identifier without its designator: '210' for 'Suite 210', '5B' for 'Apt 5B'. */
  unit: z.string().min(1).optional(),
  city: z.string().min(1),
  /** The two-letter code: 'QC', 'NY'. */
  province: z.string().length(2),
  /** A Canadian code as A1A 1A1, a ZIP as 12345 or 12345-6789. */
  postalCode: z.string().min(5),
  countryCode: z.enum(COUNTRY_CODES),
  addressType: z.enum(ADDRESS_TYPES),
});

const AddressCorpusEntrySchema = z.strictObject({
  /** The address as found, its lines joined on one line the way people paste them. */
  text: z.string().min(1),
  /** The language the address is written in. */
  language: z.enum(['en', 'fr']),
  expected: ExpectedAddressSchema,
  /** Other names the postal area accepts for the same place ('Toronto' for North York). */
  acceptedCities: z.array(z.string().min(1)).optional(),
  /** Where the address was found: a URL or a named document. */
  source: z.string().min(1),
  note: z.string().min(1).optional(),
  /**
   * The postal code belongs to another province's range on purpose: Canada Post gives federal
   * offices in Gatineau, QC the Ottawa codes K1A.
   */
  postalCodeOutsideProvince: z.literal(true).optional(),
});

export type ExpectedAddress = z.infer<typeof ExpectedAddressSchema>;
export type AddressCorpusEntry = z.infer<typeof AddressCorpusEntrySchema>;

/** Reads and validates addresses.json; a malformed entry throws, naming its index and field. */
export function loadAddressCorpus(): AddressCorpusEntry[] {
  const text = readFileSync(new URL('./addresses.json', import.meta.url), 'utf8');
  return z.array(AddressCorpusEntrySchema).parse(JSON.parse(text));
}

/** The names a geocoder may rightly answer for the entry's place: the expected city first. */
export const cityNamesOf = (entry: AddressCorpusEntry): string[] => [
  entry.expected.city,
  ...(entry.acceptedCities ?? []),
];
