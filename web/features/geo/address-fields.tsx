import { Anchor, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { parseAddress } from '#domain/geo/parse-address.ts';
import type { GeoSuggestion, PlaceCorrection } from '#domain/geo/schemas.ts';
import { AddressAutocomplete, PICK_ADDRESS_HINT } from './address-autocomplete.tsx';
import { AddressCheckNotice } from './address-check-notice.tsx';
import classes from './address-fields.module.css';
import { PlaceFields, type PlaceField, type PlaceValues } from './place-fields.tsx';
import { useAddressCheck } from './use-address-check.ts';

/** An address as every address form holds it, whatever the form calls its fields. */
export type AddressValues = PlaceValues & {
  /** Street number and name, or a post-office line ('PO Box 4001 Stn A', 'RR 2'). */
  street: string;
  unitNumber: string;
};
export type AddressField = keyof AddressValues;

/** What the street or unit input needs from a form library: its name, ref and blur. */
export type InputBinding = {
  name?: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
};

/** The street field's hint while the place is typed by hand. */
export const MANUAL_STREET_HINT = 'Type the street, or a PO box, rural route or General Delivery.';

export const ManualEntryLabels = {
  enter: 'Enter city and postal code yourself',
  pick: 'Fill city and postal code from suggestions instead',
} as const;

type AddressFieldsProps = {
  values: AddressValues;
  /** One call per change, with every field it changes (a pick changes several at once). */
  onChange: (patch: Partial<AddressValues>) => void;
  /** A message (or true for a red mark only) by field. */
  errors?: Partial<Record<AddressField, ReactNode>>;
  streetLabel: string;
  unitLabel: string;
  streetDescription?: string;
  streetPlaceholder?: string;
  /** A postal code already known (from a quote): addresses are looked up there until another is typed. */
  nearPostalCode?: string;
  streetInput?: InputBinding;
  unitInput?: InputBinding;
  /** False where the form has no country (the pickup address, always Canadian). */
  withCountry?: boolean;
  /** Open with the place fields typeable: a place that came from elsewhere (a spreadsheet) may need fixing. */
  startManual?: boolean;
};

// The street and the unit place their parts on rows they share, so their inputs line up.
const ON_SHARED_ROWS = { root: classes.field, wrapper: classes.input, error: classes.error };

const PLACE_FIELDS: readonly PlaceField[] = ['city', 'province', 'postalCode', 'countryCode'];
const MESSAGE_ORDER: readonly PlaceField[] = ['postalCode', 'province', 'city', 'countryCode'];

/** The street of what was typed ('1200 Example Ave' of '1200 Example Ave, Montr'), to keep when a place is picked. */
function typedStreet(text: string): string {
  const { streetNumber, streetName } = parseAddress(text);
  return [streetNumber, streetName].filter(Boolean).join(' ');
}

/** The street's own message and the place's, each said once; a red mark alone where neither has words. */
function bothMessages(street: ReactNode, place: ReactNode): ReactNode {
  if (typeof street === 'string' && typeof place === 'string' && street !== place)
    return `${street} ${place}`;
  return street || place;
}

/**
 * The street with suggestions, the unit, the place and what the check of the whole says. By
 * default the place is read-only and filled from the suggestion picked (spec section 5); a
 * button in the street's hint, or picking a place that leaves parts out, lets the user type it
 * (decision 014). Typing in the street empties a picked place, so a place never belongs to
 * another street; a typed one stays. After a pick or a change the address is checked and the
 * form says how far it was matched; a correction is offered, never applied by itself.
 */
export function AddressFields({
  values,
  onChange,
  errors = {},
  streetLabel,
  unitLabel,
  streetDescription = PICK_ADDRESS_HINT,
  streetPlaceholder,
  nearPostalCode,
  streetInput = {},
  unitInput = {},
  withCountry = true,
  startManual = false,
}: AddressFieldsProps) {
  const [manual, setManual] = useState(startManual);
  const cityRef = useRef<HTMLInputElement>(null);
  const postalCodeRef = useRef<HTMLInputElement>(null);
  // The field to type next once the place fields open (the render after the press or pick):
  // the city when the user asks to enter the place, the postal code a picked place left out.
  const focusNext = useRef<'city' | 'postalCode' | null>(null);
  useEffect(() => {
    const next =
      focusNext.current && { city: cityRef, postalCode: postalCodeRef }[focusNext.current];
    // The field is there once the place fields have opened. An effect of the render before the
    // press can still run after it (React runs it then, if the press came that soon): it waits.
    if (!next?.current) return;
    focusNext.current = null;
    next.current.focus();
  });
  const check = useAddressCheck(values);
  const placeFields = withCountry ? PLACE_FIELDS : PLACE_FIELDS.filter((f) => f !== 'countryCode');

  const typeStreet = (street: string) => {
    if (manual) return onChange({ street });
    onChange({ street, ...Object.fromEntries(placeFields.map((field) => [field, ''])) });
  };

  const pick = (suggestion: GeoSuggestion) => {
    const street = suggestion.streetAddress || typedStreet(values.street);
    const incomplete = street === '' || suggestion.postalCode === '';
    onChange({
      street,
      // A unit typed into the address ('1203-1055 W Georgia St') fills the unit; otherwise the user's own stays.
      ...(suggestion.unitNumber ? { unitNumber: suggestion.unitNumber } : {}),
      city: suggestion.city,
      province: suggestion.province,
      postalCode: suggestion.postalCode,
      ...(withCountry ? { countryCode: suggestion.countryCode } : {}),
    });
    setManual(incomplete);
    if (street !== '' && suggestion.postalCode === '') focusNext.current = 'postalCode';
  };

  const enterManually = () => {
    // The country select needs one chosen; a form that emptied it starts from Canada.
    if (withCountry && values.countryCode === '') onChange({ countryCode: 'CA' });
    setManual(true);
    focusNext.current = 'city';
  };

  const apply = (correction: PlaceCorrection) =>
    onChange({ [correction.field]: correction.suggested });

  // Read-only fields cannot be changed where they stand: their message shows at the street,
  // the postal code's first (it says most: it decides the place).
  const placeMessage = manual
    ? undefined
    : MESSAGE_ORDER.map((field) => errors[field]).find(Boolean);

  return (
    <Stack gap="sm">
      <div className={classes.streetAndUnit}>
        <AddressAutocomplete
          label={streetLabel}
          description={
            <>
              {manual ? MANUAL_STREET_HINT : streetDescription}{' '}
              {/* Above the field, where a message appearing under it on leaving cannot move it away from the pointer, nor the suggestions cover it. */}
              <Anchor
                component="button"
                type="button"
                size="xs"
                onClick={manual ? () => setManual(false) : enterManually}
              >
                {manual ? ManualEntryLabels.pick : ManualEntryLabels.enter}
              </Anchor>
            </>
          }
          placeholder={streetPlaceholder}
          nearPostalCode={nearPostalCode}
          required
          {...streetInput}
          value={values.street}
          onChange={typeStreet}
          onPick={pick}
          error={bothMessages(errors.street, placeMessage)}
          classNames={ON_SHARED_ROWS}
        />
        <TextInput
          label={unitLabel}
          autoComplete="address-line2"
          {...unitInput}
          value={values.unitNumber}
          onChange={(event) => onChange({ unitNumber: event.currentTarget.value })}
          error={errors.unitNumber}
          classNames={ON_SHARED_ROWS}
        />
      </div>
      <PlaceFields
        values={values}
        editable={manual}
        onChange={onChange}
        errors={errors}
        withCountry={withCountry}
        cityRef={cityRef}
        postalCodeRef={postalCodeRef}
      />
      <AddressCheckNotice check={check} onApply={apply} />
    </Stack>
  );
}
