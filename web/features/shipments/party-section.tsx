import { Grid, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useController, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import type { GeoSuggestion } from '#domain/geo/schemas.ts';
import type { Address } from '#domain/address-book/schemas.ts';
import { AddressAutocomplete, PICK_ADDRESS_HINT, PickedPlace } from '../geo/index.ts';

import {
  AddressPickerModal,
  ChooseFromAddressBookButton,
  partyFromAddressBook,
} from '../address-book/index.ts';

import { useSession } from '../auth/index.ts';
import {
  PICKED_FIELDS,
  type PartyName,
  type PartyValues,
  type ShipmentFormValues,
} from './shipment-form-values.ts';

export type ShipmentFormApi = UseFormReturn<ShipmentFormValues>;

type PartySectionProps = {
  form: ShipmentFormApi;
  party: PartyName;
  title: string;
  /** The postal code a quote was for: addresses are suggested there until the user types another. */
  quotedPostalCode?: string;
};

/** Sender or receiver (spec sections 3 and 5): typed fields, the street with suggestions, and the picked place. */
export function PartySection({ form, party, title, quotedPostalCode }: PartySectionProps) {
  const { user } = useSession();
  const [pickerOpened, picker] = useDisclosure(false);
  const { errors } = useFormState({ control: form.control, name: party });
  const partyErrors = errors[party];
  // A pick fills fields the user did not type: check them at once, so old messages go.
  const setOptions = { shouldDirty: true, shouldValidate: true };

  const fillFrom = (values: Partial<PartyValues>) => {
    for (const [field, value] of Object.entries(values) as [keyof PartyValues, string][]) {
      form.setValue(`${party}.${field}`, value, setOptions);
    }
  };

  const pickFromBook = (address: Address) => fillFrom(partyFromAddressBook(address));

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          {user && <ChooseFromAddressBookButton onClick={picker.open} />}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Full name"
            required
            autoComplete={party === 'sender' ? 'name' : 'off'}
            {...form.register(`${party}.fullName`)}
            error={partyErrors?.fullName?.message}
          />
          <TextInput
            label="Phone"
            type="tel"
            required
            placeholder="e.g. 604 555 0123"
            {...form.register(`${party}.phone`)}
            error={partyErrors?.phone?.message}
          />
          <TextInput
            label="Email"
            type="email"
            required={party === 'sender'}
            {...form.register(`${party}.email`)}
            error={partyErrors?.email?.message}
          />
          <TextInput
            label="Company"
            {...form.register(`${party}.company`)}
            error={partyErrors?.company?.message}
          />
        </SimpleGrid>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <StreetField
              form={form}
              party={party}
              onPick={fillFrom}
              quotedPostalCode={quotedPostalCode}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Apt/Unit"
              {...form.register(`${party}.apt`)}
              error={partyErrors?.apt?.message}
            />
          </Grid.Col>
        </Grid>
        <PartyPlace form={form} party={party} />
      </Stack>
      {user && (
        <AddressPickerModal
          opened={pickerOpened}
          onClose={picker.close}
          onPick={pickFromBook}
          title={`Choose ${title.toLowerCase()} from Address Book`}
        />
      )}
    </Paper>
  );
}

type StreetFieldProps = Pick<PartySectionProps, 'form' | 'party' | 'quotedPostalCode'> & {
  onPick: (values: Partial<PartyValues>) => void;
};

/**
 * The street, typed with suggestions; a pick fills the read-only place fields, typing again
 * empties them. Messages about those fields (and the Greater Vancouver rule) show here.
 */
function StreetField({ form, party, onPick, quotedPostalCode }: StreetFieldProps) {
  const {
    field: { name, value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control: form.control, name: `${party}.address` });
  const { errors, isSubmitted } = useFormState({ control: form.control, name: party });
  const placeMessage = PICKED_FIELDS.map((field) => errors[party]?.[field]?.message).find(Boolean);
  const pickedPostalCode = useWatch({ control: form.control, name: `${party}.postalCode` });
  const hint =
    quotedPostalCode && !pickedPostalCode ? quotedAddressHint(quotedPostalCode) : PICK_ADDRESS_HINT;

  const type = (text: string) => {
    onChange(text);
    PICKED_FIELDS.forEach((field) =>
      form.setValue(`${party}.${field}`, '', { shouldDirty: true, shouldValidate: isSubmitted }),
    );
  };

  // A street typed but not picked is named as it is left, as every other field is.
  const leave = () => {
    onBlur();
    if (value.trim() !== '')
      void form.trigger(PICKED_FIELDS.map((field) => `${party}.${field}` as const));
  };

  const pick = (suggestion: GeoSuggestion) =>
    onPick({
      address: suggestion.streetAddress,
      ...(suggestion.unitNumber ? { apt: suggestion.unitNumber } : {}),
      city: suggestion.city,
      province: suggestion.province,
      postalCode: suggestion.postalCode,
      countryCode: suggestion.countryCode,
    });

  return (
    <AddressAutocomplete
      label="Address"
      description={hint}
      nearPostalCode={quotedPostalCode}
      required
      name={name}
      ref={ref}
      value={value}
      onChange={type}
      onBlur={leave}
      onPick={pick}
      error={fieldState.error?.message ?? placeMessage}
    />
  );
}

/** The street field's hint while the quoted postal code is not yet picked. */
export const quotedAddressHint = (postalCode: string) =>
  `Your quote was for ${postalCode}: type the street number and name, then pick the address.`;

/** The picked place of one party, as its fields now hold it. */
function PartyPlace({ form, party }: { form: ShipmentFormApi; party: PartyName }) {
  const [city, province, postalCode, countryCode] = useWatch({
    control: form.control,
    name: [`${party}.city`, `${party}.province`, `${party}.postalCode`, `${party}.countryCode`],
  });
  return (
    <PickedPlace
      city={city}
      province={province}
      postalCode={postalCode}
      countryCode={countryCode}
    />
  );
}
