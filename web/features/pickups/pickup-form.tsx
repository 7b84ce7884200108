import {
  Checkbox,
  Grid,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useController, useFormState, useWatch, type Control } from 'react-hook-form';
import {
  CUSTOM_PICKUP_REQUIRED_FIELDS,
  type PickupAddressField,
} from '#domain/pickups/pickup-address.ts';
import type { GeoSuggestion } from '#domain/geo/schemas.ts';
import { AddressAutocomplete, PICK_ADDRESS_HINT, PickedPlace } from '../geo/index.ts';
import { slotOptions, timeOrderProblem, type PickupDraft } from './pickup-details.ts';
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
  // selected position and so silently show another time.
  const { field: earliestTime } = useController({ control, name: 'earliestTime' });
  const { field: latestTime } = useController({ control, name: 'latestTime' });
  const customAddress = useWatch({ control, name: 'customAddress' });
  const checkedText = (field: PickupAddressField) => ({
    ...register(field),
    required: customAddress && CUSTOM_PICKUP_REQUIRED_FIELDS.includes(field),
    error: errors[field]?.message,
  });
  const date = register('requestedDate', {
    onChange: (event) => pickup.chooseDate(event.target.value),
  });
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <TextInput
        label="Pickup date"
        description="Dates and times are Pacific time (Vancouver)."
        type="date"
        min={pickup.minDate}
        required
        {...date}
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
      {customAddress && <CustomAddress control={control} />}
    </Stack>
  );
}

/**
 * The other pickup address, taken as every address form takes one: the street typed with
 * suggestions, the unit typed, and the city, province and postal code filled by the suggestion
 * picked. Typing in the street again empties them. Their messages show at the street, the one
 * field where the user can change them.
 */
function CustomAddress({ control }: { control: Control<PickupDraft> }) {
  const { field: street, formState } = useController({ control, name: 'address' });
  const unit = useController({ control, name: 'unitNumber' });
  const city = useController({ control, name: 'city' });
  const province = useController({ control, name: 'province' });
  const postalCode = useController({ control, name: 'postalCode' });
  const { errors } = formState;
  const placeProblem = (errors.address ?? errors.postalCode ?? errors.province ?? errors.city)
    ?.message;
  const setPlace = (place: { city: string; province: string; postalCode: string }) => {
    city.field.onChange(place.city);
    province.field.onChange(place.province);
    postalCode.field.onChange(place.postalCode);
  };
  const pick = (suggestion: GeoSuggestion) => {
    street.onChange(suggestion.streetAddress);
    // A unit typed into the address ('1203-6551 No. 3 Rd') fills Unit; otherwise the user's own stays.
    if (suggestion.unitNumber) unit.field.onChange(suggestion.unitNumber);
    setPlace(suggestion);
  };
  return (
    <Stack gap="sm">
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <AddressAutocomplete
            label="Street address"
            description={PICK_ADDRESS_HINT}
            placeholder="e.g. 6551 No. 3 Rd, Richmond, BC V6Y 2B6"
            required
            value={street.value}
            onChange={(address) => {
              street.onChange(address);
              setPlace({ city: '', province: '', postalCode: '' });
            }}
            onPick={pick}
            onBlur={street.onBlur}
            error={placeProblem}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label="Unit number"
            autoComplete="address-line2"
            {...unit.field}
            error={errors.unitNumber?.message}
          />
        </Grid.Col>
      </Grid>
      <PickedPlace
        city={city.field.value}
        province={province.field.value}
        postalCode={postalCode.field.value}
      />
    </Stack>
  );
}
