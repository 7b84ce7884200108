import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { COUNTRY_NAMES, findRegion, isServedCountry, REGIONS } from '#domain/geo/regions.ts';
import { COUNTRY_CODES } from '#domain/common/postal-code-format.ts';

export type PlaceValues = {
  city: string;
  /** The two-letter code once picked or chosen; a spreadsheet's own spelling otherwise. */
  province: string;
  postalCode: string;
  /** 'CA' or 'US' once picked or chosen. */
  countryCode: string;
};
export type PlaceField = keyof PlaceValues;

type PlaceFieldsProps = {
  values: PlaceValues;
  /** Typed by the user (manual entry); read-only and filled from suggestions otherwise. */
  editable: boolean;
  onChange: (patch: Partial<PlaceValues>) => void;
  /** The message or red mark of each field, shown only while it can be typed. */
  errors: Partial<Record<PlaceField, ReactNode>>;
  /** False where the form has no country: the pickup address, always Canadian. */
  withCountry: boolean;
  /** The inputs the form moves the cursor to. */
  cityRef?: Ref<HTMLInputElement>;
  postalCodeRef?: Ref<HTMLInputElement>;
};

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));

/** The provinces or states of the chosen country, by name; all of both before one is chosen. */
const regionOptions = (countryCode: string) =>
  REGIONS.filter((region) => !isServedCountry(countryCode) || region.country === countryCode).map(
    (region) => ({ value: region.code, label: `${region.name} (${region.code})` }),
  );

/**
 * City, province or state, postal code and country. Read-only and filled from the suggestion
 * picked (spec section 5), or typed when the user enters them (decision 014): the province or
 * state is then chosen from the chosen country's, so it is always one the post office knows.
 */
export function PlaceFields({
  values,
  editable,
  onChange,
  errors,
  withCountry,
  cityRef,
  postalCodeRef,
}: PlaceFieldsProps) {
  const { city, province, postalCode, countryCode } = values;
  const columns = { base: 2, sm: withCountry ? 4 : 3 };
  if (!editable)
    return (
      <SimpleGrid cols={columns}>
        <TextInput label="City" value={city} readOnly variant="filled" />
        <TextInput label="Province/State" value={province} readOnly variant="filled" />
        <TextInput label="Postal/ZIP code" value={postalCode} readOnly variant="filled" />
        {withCountry && (
          <TextInput
            label="Country"
            value={isServedCountry(countryCode) ? COUNTRY_NAMES[countryCode] : countryCode}
            readOnly
            variant="filled"
          />
        )}
      </SimpleGrid>
    );

  const chooseCountry = (code: string | null) => {
    if (!code) return;
    // A province of the other country no longer fits: it is chosen again.
    const keepsProvince = findRegion(province)?.country === code;
    onChange({ countryCode: code, ...(keepsProvince ? {} : { province: '' }) });
  };

  return (
    <SimpleGrid cols={columns}>
      <TextInput
        label="City"
        required
        autoComplete="address-level2"
        ref={cityRef}
        value={city}
        onChange={(event) => onChange({ city: event.currentTarget.value })}
        error={errors.city}
      />
      <Select
        label="Province/State"
        required
        searchable
        data={regionOptions(countryCode)}
        // A spelling from a spreadsheet ('Ontario', 'Qué') shows as the region it names.
        value={findRegion(province)?.code ?? null}
        onChange={(code) => onChange({ province: code ?? '' })}
        error={errors.province}
        nothingFoundMessage="No province or state by that name"
      />
      <TextInput
        label="Postal/ZIP code"
        required
        autoComplete="postal-code"
        ref={postalCodeRef}
        value={postalCode}
        onChange={(event) => onChange({ postalCode: event.currentTarget.value })}
        error={errors.postalCode}
      />
      {withCountry && (
        <Select
          label="Country"
          required
          data={COUNTRY_OPTIONS}
          value={isServedCountry(countryCode) ? countryCode : null}
          allowDeselect={false}
          onChange={chooseCountry}
          error={errors.countryCode}
        />
      )}
    </SimpleGrid>
  );
}
