import { Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { memo } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import type { Address } from '#domain/address-book/schemas.ts';
import { AddressFields, PICK_ADDRESS_HINT, useFormAddressFields } from '../geo/index.ts';

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

/**
 * Sender or receiver (spec sections 3 and 5): typed fields, then the address. Memoized: its
 * fields follow the form through hooks of their own, so the form's renders (it watches every
 * value for the rate request, so it renders at each key) have nothing to change here.
 */
export const PartySection = memo(function PartySection({
  form,
  party,
  title,
  quotedPostalCode,
}: PartySectionProps) {
  const { errors } = useFormState({ control: form.control, name: party });
  const partyErrors = errors[party];
  // A pick fills fields the user did not type: check them at once, so old messages go.
  const setOptions = { shouldDirty: true, shouldValidate: true };

  const fillFrom = (values: Partial<PartyValues>) => {
    for (const [field, value] of Object.entries(values) as [keyof PartyValues, string][]) {
      form.setValue(`${party}.${field}`, value, setOptions);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          <AddressBookChoice
            title={title}
            onPick={(address) => fillFrom(partyFromAddressBook(address))}
          />
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
        <PartyAddress form={form} party={party} quotedPostalCode={quotedPostalCode} />
      </Stack>
    </Paper>
  );
});

/**
 * For a signed-in user, the button that opens their address book and the book itself. The one
 * part of a party that waits for the session: its answer, which React draws at once, redraws
 * this and not the party's fields.
 */
function AddressBookChoice({
  title,
  onPick,
}: {
  title: string;
  onPick: (address: Address) => void;
}) {
  const { user } = useSession();
  const [pickerOpened, picker] = useDisclosure(false);
  if (!user) return null;
  return (
    <>
      <ChooseFromAddressBookButton onClick={picker.open} />
      <AddressPickerModal
        opened={pickerOpened}
        onClose={picker.close}
        onPick={onPick}
        title={`Choose ${title.toLowerCase()} from Address Book`}
      />
    </>
  );
}

/**
 * The party's address: the street with suggestions, the unit, and the place, read-only and
 * filled from the suggestion picked unless the user enters it (AddressFields). A street typed
 * but not picked is named as it is left, as every other field is.
 */
function PartyAddress({
  form,
  party,
  quotedPostalCode,
}: Pick<PartySectionProps, 'form' | 'party' | 'quotedPostalCode'>) {
  const address = useFormAddressFields(form, {
    street: `${party}.address`,
    unitNumber: `${party}.apt`,
    city: `${party}.city`,
    province: `${party}.province`,
    postalCode: `${party}.postalCode`,
    countryCode: `${party}.countryCode`,
  });
  const hint =
    quotedPostalCode && !address.values.postalCode
      ? quotedAddressHint(quotedPostalCode)
      : PICK_ADDRESS_HINT;

  const leave = () => {
    address.streetInput.onBlur?.();
    if (address.values.street.trim() !== '')
      void form.trigger(PICKED_FIELDS.map((field) => `${party}.${field}` as const));
  };

  return (
    <AddressFields
      {...address}
      streetInput={{ ...address.streetInput, onBlur: leave }}
      streetLabel="Address"
      unitLabel="Apt/Unit"
      streetDescription={hint}
      nearPostalCode={quotedPostalCode}
    />
  );
}

/** The street field's hint while the quoted postal code is not yet picked. */
export const quotedAddressHint = (postalCode: string) =>
  `Your quote was for ${postalCode}: type the street number and name, then pick the address.`;
