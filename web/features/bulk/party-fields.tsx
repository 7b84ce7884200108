import { Grid, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ChangeEvent } from 'react';
import type { BulkSender } from '#domain/bulk/wizard-rules.ts';
import type { GeoSuggestion } from '#domain/geo/schemas.ts';
import { COUNTRY_NAMES } from '#domain/geo/regions.ts';
import { COUNTRY_CODES } from '#domain/rates/postal-code-format.ts';
import {
  AddressPickerModal,
  ChooseFromAddressBookButton,
  partyFromAddressBook,
} from '../address-book/index.ts';
import { AddressAutocomplete, PICK_ADDRESS_HINT } from '../geo/index.ts';

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
};

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));

const fromSuggestion = (suggestion: GeoSuggestion): Partial<PartyValues> => ({
  address: suggestion.streetAddress,
  ...(suggestion.unitNumber ? { apt: suggestion.unitNumber } : {}),
  city: suggestion.city,
  province: suggestion.province,
  postalCode: suggestion.postalCode,
  countryCode: suggestion.countryCode,
});

/**
 * A party's name, contact and address, with the address-book picker (the wizard is for
 * signed-in users only). Picking a suggested street fills the place; the place stays typeable,
 * because a recipient read from a spreadsheet may need its city or postal code corrected.
 */
export function PartyFields({
  title,
  values,
  onChange,
  nameRequired,
  emailRequired,
  headingOrder = 2,
  errors = {},
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
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <AddressAutocomplete
            label="Address"
            description={PICK_ADDRESS_HINT}
            required
            value={values.address}
            error={errors.address}
            onChange={(address) => onChange({ address })}
            onPick={(suggestion) => onChange(fromSuggestion(suggestion))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="Apt/Unit" {...text('apt')} />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <TextInput label="City" required {...text('city')} />
        <TextInput label="Province/State" required {...text('province')} />
        <TextInput label="Postal/ZIP code" required {...text('postalCode')} />
        <Select
          label="Country"
          required
          data={COUNTRY_OPTIONS}
          value={values.countryCode}
          allowDeselect={false}
          onChange={(countryCode) => countryCode && onChange({ countryCode })}
        />
      </SimpleGrid>
      <AddressPickerModal
        opened={pickerOpened}
        onClose={picker.close}
        onPick={(address) => onChange(partyFromAddressBook(address))}
        title={`Choose ${title.toLowerCase()} from Address Book`}
      />
    </Stack>
  );
}
