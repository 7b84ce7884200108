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
import { PICKUP_SLOT_OPTIONS, timeOrderProblem, type PickupDraft } from './pickup-details.ts';

type PickupFormProps = {
  value: PickupDraft;
  minDate: string;
  onChange: (changes: Partial<PickupDraft>) => void;
};

/** The pickup request of spec section 5: date, time window, contact, notes, optional other address. */
export function PickupForm({ value, minDate, onChange }: PickupFormProps) {
  const text = (field: keyof PickupDraft) => ({
    value: String(value[field]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ [field]: event.currentTarget.value }),
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
        <TextInput label="Contact name" autoComplete="name" {...text('contactName')} />
        <TextInput label="Contact phone" type="tel" autoComplete="tel" {...text('contactPhone')} />
        <TextInput
          label="Contact email"
          type="email"
          autoComplete="email"
          {...text('contactEmail')}
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
          <TextInput label="Street address" required {...text('address')} />
          <TextInput label="Unit number" {...text('unitNumber')} />
          <TextInput label="City" required {...text('city')} />
          <TextInput label="Province" required {...text('province')} />
          <TextInput label="Postal code" required {...text('postalCode')} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
