import { Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ChangeEvent } from 'react';
import type { BulkSender } from '#domain/bulk/wizard-rules.ts';
import {
  AddressPickerModal,
  ChooseFromAddressBookButton,
  partyFromAddressBook,
} from '../address-book/index.ts';
import { AddressFields } from '../geo/index.ts';

/** The address fields the sender and every recipient share (spec section 3). */
export type PartyValues = BulkSender;

type PartyFieldsProps = {
  /** Names the fields' group and the address-book dialog ("Sender", "Recipient"). */
  title: string;
  values: PartyValues;
  onChange: (patch: Partial<PartyValues>) => void;
  /** The sender needs a name or a company; a recipient needs a name. */
  nameRequired: boolean;
  emailRequired: boolean;
  headingOrder?: 2 | 3;
  /** A message to show at a field, by field. */
  errors?: Partial<Record<keyof PartyValues, string>>;
  /** Open with the place typeable: a recipient read from a spreadsheet may need its city or postal code corrected. */
  startManual?: boolean;
};

/**
 * A party's name, contact and address, with the address-book picker (the wizard is for
 * signed-in users only). The address is the one every form has (AddressFields): picking a
 * suggestion fills the place, which the user can also enter.
 */
export function PartyFields({
  title,
  values,
  onChange,
  nameRequired,
  emailRequired,
  headingOrder = 2,
  errors = {},
  startManual = false,
}: PartyFieldsProps) {
  const [pickerOpened, picker] = useDisclosure(false);
  const text = (field: keyof PartyValues) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange({ [field]: event.currentTarget.value }),
    error: errors[field],
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={headingOrder} size="h4">
          {title}
        </Title>
        <ChooseFromAddressBookButton onClick={picker.open} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Full name" required={nameRequired} {...text('fullName')} />
        <TextInput label="Company" {...text('company')} />
        <TextInput
          label="Phone"
          type="tel"
          required
          placeholder="e.g. 604 555 0123"
          {...text('phone')}
        />
        <TextInput label="Email" type="email" required={emailRequired} {...text('email')} />
      </SimpleGrid>
      <AddressFields
        values={{ ...values, street: values.address, unitNumber: values.apt }}
        onChange={({ street, unitNumber, ...place }) =>
          onChange({
            ...place,
            ...(street === undefined ? {} : { address: street }),
            ...(unitNumber === undefined ? {} : { apt: unitNumber }),
          })
        }
        errors={{ ...errors, street: errors.address, unitNumber: errors.apt }}
        streetLabel="Address"
        unitLabel="Apt/Unit"
        startManual={startManual}
      />
      <AddressPickerModal
        opened={pickerOpened}
        onClose={picker.close}
        onPick={(address) => onChange(partyFromAddressBook(address))}
        title={`Choose ${title.toLowerCase()} from Address Book`}
      />
    </Stack>
  );
}
