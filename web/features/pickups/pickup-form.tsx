import type { ChangeEvent } from 'react';
import {
  Checkbox,
  Grid,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  CUSTOM_PICKUP_REQUIRED_FIELDS,
  type PickupAddressField,
} from '#domain/pickups/pickup-address.ts';
import type { GeoSuggestion } from '#domain/geo/schemas.ts';
import { AddressAutocomplete, PICK_ADDRESS_HINT, PickedPlace } from '../geo/index.ts';

import {
  slotOptions,
  timeOrderProblem,
  type PickupDraft,
  type PickupFieldProblems,
} from './pickup-details.ts';
import type { PickupDraftState } from './use-pickup-draft.ts';

/**
 * The pickup request of spec section 5: date, time window, contact, notes, optional other
 * address. It offers only the times still open on the chosen date, on the Vancouver clock.
 */
export function PickupForm({ pickup }: { pickup: PickupDraftState }) {
  const { draft: value, change: onChange, times } = pickup;
  const text = (field: keyof PickupDraft) => ({
    value: String(value[field]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ [field]: event.currentTarget.value }),
  });
  // Problems show from the first press of Pay, not as a field is left: a message appearing on
  // blur moves the Pay button under the pointer and swallows that press.
  const fieldProblems = pickup.showErrors ? pickup.problems : {};
  const checkedText = (field: PickupAddressField) => ({
    ...text(field),
    required: value.customAddress && CUSTOM_PICKUP_REQUIRED_FIELDS.includes(field),
    error: fieldProblems[field],
  });
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <TextInput
        label="Pickup date"
        description="Dates and times are Pacific time (Vancouver)."
        type="date"
        min={pickup.minDate}
        required
        {...text('requestedDate')}
        error={fieldProblems.requestedDate}
      />
      {/* Stacked on phones: a time no longer available, and its message, need the width. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect
          label="Earliest pickup time"
          data={slotOptions(times.earliest, value.earliestTime)}
          // The order shows as the times are picked: the user is at the select, not at Pay.
          error={timeOrderProblem(value) ?? fieldProblems.earliestTime}
          value={value.earliestTime}
          onChange={(event) => onChange({ earliestTime: event.currentTarget.value })}
        />
        <NativeSelect
          label="Latest pickup time"
          data={slotOptions(times.latest, value.latestTime)}
          error={fieldProblems.latestTime}
          value={value.latestTime}
          onChange={(event) => onChange({ latestTime: event.currentTarget.value })}
        />
      </SimpleGrid>
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
        <CustomAddress value={value} onChange={onChange} problems={fieldProblems} />
      )}
    </Stack>
  );
}

type CustomAddressProps = {
  value: PickupDraft;
  onChange: PickupDraftState['change'];
  problems: PickupFieldProblems;
};

/**
 * The other pickup address, taken as every address form takes one: the street typed with
 * suggestions, the unit typed, and the city, province and postal code filled by the suggestion
 * picked. Typing in the street again empties them. Their messages show at the street, the one
 * field where the user can change them.
 */
function CustomAddress({ value, onChange, problems }: CustomAddressProps) {
  const placeProblem =
    problems.address ?? problems.postalCode ?? problems.province ?? problems.city;
  const pick = (suggestion: GeoSuggestion) =>
    onChange({
      address: suggestion.streetAddress,
      // A unit typed into the address ('1203-6551 No. 3 Rd') fills Unit; otherwise the user's own stays.
      ...(suggestion.unitNumber ? { unitNumber: suggestion.unitNumber } : {}),
      city: suggestion.city,
      province: suggestion.province,
      postalCode: suggestion.postalCode,
    });
  return (
    <Stack gap="sm">
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <AddressAutocomplete
            label="Street address"
            description={PICK_ADDRESS_HINT}
            placeholder="e.g. 6551 No. 3 Rd, Richmond, BC V6Y 2B6"
            required
            value={value.address}
            onChange={(address) => onChange({ address, city: '', province: '', postalCode: '' })}
            onPick={pick}
            error={placeProblem}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label="Unit number"
            autoComplete="address-line2"
            value={value.unitNumber}
            onChange={(event) => onChange({ unitNumber: event.currentTarget.value })}
            error={problems.unitNumber}
          />
        </Grid.Col>
      </Grid>
      <PickedPlace city={value.city} province={value.province} postalCode={value.postalCode} />
    </Stack>
  );
}
