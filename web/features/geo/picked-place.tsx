import { SimpleGrid, TextInput } from '@mantine/core';
import { COUNTRY_NAMES } from '#domain/geo/regions.ts';
import type { Place } from '#domain/geo/schemas.ts';
import type { CountryCode } from '#domain/rates/postal-code-format.ts';

type PickedPlaceProps = Omit<Place, 'countryCode'> & {
  /** As the form holds it; left out where the form has no country, as the pickup address (always Canadian). */
  countryCode?: string;
};

/**
 * City, province, postal code and country as the picked suggestion filled them: shown, never
 * typed. Their messages show at the street field, where the user can change them.
 */
export function PickedPlace({ city, province, postalCode, countryCode }: PickedPlaceProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: countryCode === undefined ? 3 : 4 }}>
      <TextInput label="City" value={city} readOnly variant="filled" />
      <TextInput label="Province/State" value={province} readOnly variant="filled" />
      <TextInput label="Postal/ZIP code" value={postalCode} readOnly variant="filled" />
      {countryCode !== undefined && (
        <TextInput
          label="Country"
          value={COUNTRY_NAMES[countryCode as CountryCode] ?? countryCode}
          readOnly
          variant="filled"
        />
      )}
    </SimpleGrid>
  );
}
