import { Checkbox, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useController, useFormState, useWatch } from 'react-hook-form';
import {
  CUSTOM_PICKUP_REQUIRED_FIELDS,
  type PickupAddressField,
} from '#domain/pickups/pickup-address.ts';
import { AddressFields, useFormAddressFields } from '../geo/index.ts';
import { dateOptions, slotOptions, timeOrderProblem } from './pickup-details.ts';
import type { PickupFormState } from './use-pickup-form.ts';

/**
 * The pickup request of spec section 5: date, time window, contact, notes, optional other
 * address. It offers only the times still open on the chosen date, on the Vancouver clock.
 */
export function PickupForm({ pickup }: { pickup: PickupFormState }) {
  const { form, times } = pickup;
  const { register, control } = form;
  const { errors } = useFormState({ control });
  // Controlled: the options change with the clock, and an uncontrolled select would keep its
  // selected position and so silently show another date or time.
  const { field: requestedDate } = useController({ control, name: 'requestedDate' });
  const { field: earliestTime } = useController({ control, name: 'earliestTime' });
  const { field: latestTime } = useController({ control, name: 'latestTime' });
  const customAddress = useWatch({ control, name: 'customAddress' });
  const checkedText = (field: PickupAddressField) => ({
    ...register(field),
    required: customAddress && CUSTOM_PICKUP_REQUIRED_FIELDS.includes(field),
    error: errors[field]?.message,
  });
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      {/* A list, not a calendar: it offers only the days drivers come (decision 027). */}
      <NativeSelect
        label="Pickup date"
        description="Dates and times are Pacific time (Vancouver). Pickups run Monday to Saturday, except on B.C. statutory holidays."
        required
        data={dateOptions(pickup.dates, requestedDate.value)}
        {...requestedDate}
        onChange={(event) => {
          requestedDate.onChange(event);
          pickup.chooseDate(event.currentTarget.value);
        }}
        error={errors.requestedDate?.message}
      />
      {/* Stacked on phones: a time no longer available, and its message, need the width. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect
          label="Earliest pickup time"
          data={slotOptions(times.earliest, earliestTime.value)}
          {...earliestTime}
          // The order shows as the times are picked: the user is at the select, not at Pay.
          error={
            timeOrderProblem({ earliestTime: earliestTime.value, latestTime: latestTime.value }) ??
            errors.earliestTime?.message
          }
        />
        <NativeSelect
          label="Latest pickup time"
          data={slotOptions(times.latest, latestTime.value)}
          {...latestTime}
          error={errors.latestTime?.message}
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
      <Textarea label="Notes for the driver" minRows={2} maxLength={500} {...register('notes')} />
      <Checkbox
        label="Pick up from a different address than the sender's"
        {...register('customAddress')}
      />
      {customAddress && <CustomAddress form={form} />}
    </Stack>
  );
}

/**
 * The other pickup address, taken as every address form takes one (AddressFields): the street
 * typed with suggestions, the unit typed, and the city, province and postal code filled by the
 * suggestion picked or entered by the user. Always Canadian: the form has no country.
 */
function CustomAddress({ form }: { form: PickupFormState['form'] }) {
  const address = useFormAddressFields(form, {
    street: 'address',
    unitNumber: 'unitNumber',
    city: 'city',
    province: 'province',
    postalCode: 'postalCode',
  });
  return (
    <AddressFields
      {...address}
      streetLabel="Street address"
      unitLabel="Unit number"
      streetPlaceholder="e.g. 6551 No. 3 Rd, Richmond, BC V6Y 2B6"
      withCountry={false}
    />
  );
}
