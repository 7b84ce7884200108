import type { ChangeEvent } from 'react';
import {
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  CUSTOM_PICKUP_REQUIRED_FIELDS,
  type PickupAddressField,
} from '#domain/shipments/pickup-address.ts';
import {
  PICKUP_SLOT_OPTIONS,
  pickupFieldProblems,
  timeOrderProblem,
  type PickupDraft,
} from './pickup-details.ts';

type PickupFormProps = {
  value: PickupDraft;
  minDate: string;
  onChange: (changes: Partial<PickupDraft>) => void;
  /** Show each field's problem: set once the user pressed Pay. */
  showErrors?: boolean;
};

/** The pickup request of spec section 5: date, time window, contact, notes, optional other address. */
export function PickupForm({ value, minDate, onChange, showErrors = false }: PickupFormProps) {
  const text = (field: keyof PickupDraft) => ({
    value: String(value[field]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ [field]: event.currentTarget.value }),
  });
  // Problems show from the first press of Pay, not as a field is left: a message appearing on
  // blur moves the Pay button under the pointer and swallows that press.
  const fieldProblems = showErrors ? pickupFieldProblems(value) : {};
  const checkedText = (field: PickupAddressField) => ({
    ...text(field),
    required: value.customAddress && CUSTOM_PICKUP_REQUIRED_FIELDS.includes(field),
    error: fieldProblems[field],
  });
  const timeProblem = timeOrderProblem(value);
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <TextInput
        label="Pickup date"
        type="date"
        min={minDate}
        required
        {...text('requestedDate')}
      />
      <Group grow align="flex-start">
        <NativeSelect
          label="Earliest pickup time"
          data={PICKUP_SLOT_OPTIONS}
          error={timeProblem}
          value={value.earliestTime}
          onChange={(event) => onChange({ earliestTime: event.currentTarget.value })}
        />
        <NativeSelect
          label="Latest pickup time"
          data={PICKUP_SLOT_OPTIONS}
          value={value.latestTime}
          onChange={(event) => onChange({ latestTime: event.currentTarget.value })}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Contact name" autoComplete="name" {...checkedText('contactName')} />
        <TextInput
          label="Contact phone"
          type="tel"
          autoComplete="tel"
          {...checkedText('contactPhone')}
        />
        <TextInput
          label="Contact email"
          type="email"
          autoComplete="email"
          {...checkedText('contactEmail')}
        />
      </SimpleGrid>
      <Textarea label="Notes for the driver" minRows={2} maxLength={500} {...text('notes')} />
      <Checkbox
        label="Pick up from a different address than the sender's"
        checked={value.customAddress}
        onChange={(event) => onChange({ customAddress: event.currentTarget.checked })}
      />
      {value.customAddress && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Street address"
            autoComplete="street-address"
            {...checkedText('address')}
          />
          <TextInput label="Unit number" {...checkedText('unitNumber')} />
          <TextInput label="City" autoComplete="address-level2" {...checkedText('city')} />
          <TextInput label="Province" autoComplete="address-level1" {...checkedText('province')} />
          <TextInput
            label="Postal code"
            autoComplete="postal-code"
            {...checkedText('postalCode')}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
