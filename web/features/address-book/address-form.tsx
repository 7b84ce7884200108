import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  useController,
  useForm,
  useFormState,
  useWatch,
  type FieldError,
  type UseFormReturn,
} from 'react-hook-form';
import type { GeoSuggestion } from '#domain/geo/schemas.ts';
import { AddressBookMessages as Messages } from '#domain/address-book/messages.ts';
import {
  AddressInputSchema,
  type Address,
  type AddressFormValues,
  type AddressInput,
} from '#domain/address-book/schemas.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { AddressAutocomplete, PICK_ADDRESS_HINT, PickedPlace } from '../geo/index.ts';

import { FormAlert } from '../auth/index.ts';
import { addressBookApi, useAddressBookMutation } from './address-book-api.ts';
import { formatPhone } from './address-display.ts';
import { ErrorBanner, failureNotice, type Notice } from './error-banner.tsx';

const EMPTY_ADDRESS_FORM: AddressFormValues = {
  name: '',
  companyName: '',
  phone: '',
  email: '',
  streetAddress: '',
  unitNumber: '',
  city: '',
  province: '',
  postalCode: '',
  countryCode: '',
};

/** The fields only a picked suggestion fills (spec section 5). */
const PICKED_FIELDS = ['city', 'province', 'postalCode', 'countryCode'] as const;

type AddressFormApi = UseFormReturn<AddressFormValues, unknown, AddressInput>;

function formValuesOf(address: Address): AddressFormValues {
  const { addressId: _id, isDefault: _default, ...fields } = address;
  return { ...fields, phone: formatPhone(fields.phone) };
}

const isFormField = (field: string | undefined): field is keyof AddressFormValues =>
  field !== undefined && Object.hasOwn(EMPTY_ADDRESS_FORM, field);

/** A missing field only turns red: 'Please fill in all required fields.' is said once, above the buttons. */
const fieldError = (error: FieldError | undefined) =>
  error?.message === Messages.fillRequiredFields ? true : error?.message;

type AddressFormProps = {
  /** The address to edit; without one the form adds a new address. */
  address?: Address;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * Adds or edits an address-book entry (spec section 5). The street comes from a picked
 * suggestion, which also fills the read-only city, province, postal code and country; typing
 * in the street again empties them until another suggestion is picked.
 */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const form = useForm({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: address ? formValuesOf(address) : EMPTY_ADDRESS_FORM,
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const save = useAddressBookMutation((input: AddressInput) =>
    address
      ? addressBookApi.update({ ...input, addressId: address.addressId })
      : addressBookApi.insert(input),
  );

  // A 400 naming a field of ours is shown at that field; anything else in the banner.
  const showSaveError = (error: Error) => {
    if (error instanceof ApiRequestError && error.status === 400 && isFormField(error.field)) {
      form.setError(error.field, { message: error.message }, { shouldFocus: true });
    } else {
      setNotice(failureNotice(address ? Messages.updateFailed : Messages.addFailed, error));
    }
  };

  const submit = form.handleSubmit((input) => {
    setNotice(null);
    save.mutate(input, { onSuccess: onSaved, onError: showSaveError });
  });

  const { errors } = form.formState;
  const isMissingFields = Object.values(errors).some(
    (error) => error?.message === Messages.fillRequiredFields,
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Fields marked with an asterisk (*) are required.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name"
            autoComplete="name"
            required
            data-autofocus
            {...form.register('name')}
            error={fieldError(errors.name)}
          />
          <TextInput
            label="Company"
            autoComplete="organization"
            {...form.register('companyName')}
            error={fieldError(errors.companyName)}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            placeholder="e.g. 604 555 0123"
            required
            {...form.register('phone')}
            error={fieldError(errors.phone)}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={fieldError(errors.email)}
          />
        </SimpleGrid>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <StreetAddressField form={form} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Unit"
              autoComplete="address-line2"
              {...form.register('unitNumber')}
              error={fieldError(errors.unitNumber)}
            />
          </Grid.Col>
        </Grid>
        <AddressPlace control={form.control} />
        <FormAlert message={isMissingFields ? Messages.fillRequiredFields : undefined} />
        <ErrorBanner notice={notice} onClose={() => setNotice(null)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {address ? 'Save Changes' : 'Add Address'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The street, typed with suggestions. It is the one place the user hears about the picked
 * fields: 'Please select an address from the suggestions.' shows here, not at the read-only
 * fields they cannot change.
 */
function StreetAddressField({ form }: { form: AddressFormApi }) {
  const {
    field: { name, value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control: form.control, name: 'streetAddress' });
  const { errors, isSubmitted } = useFormState({ control: form.control, name: PICKED_FIELDS });
  const pickedFieldMessage = PICKED_FIELDS.map((field) => errors[field]?.message).find(Boolean);
  // Once the user has tried to save, the messages follow every change.
  const setOptions = { shouldDirty: true, shouldValidate: isSubmitted };

  const type = (text: string) => {
    onChange(text);
    PICKED_FIELDS.forEach((field) => form.setValue(field, '', setOptions));
  };

  const pick = (suggestion: GeoSuggestion) => {
    onChange(suggestion.streetAddress);
    // A unit typed into the address ('1203-1055 W Georgia St') fills Unit; otherwise the user's own stays.
    if (suggestion.unitNumber) form.setValue('unitNumber', suggestion.unitNumber, setOptions);
    PICKED_FIELDS.forEach((field) => form.setValue(field, suggestion[field], setOptions));
  };

  return (
    <AddressAutocomplete
      label="Street address"
      description={PICK_ADDRESS_HINT}
      placeholder="e.g. 1055 W Georgia St, Vancouver, BC V6E 3P3"
      required
      name={name}
      ref={ref}
      value={value}
      onChange={type}
      onBlur={onBlur}
      onPick={pick}
      error={fieldError(fieldState.error) || pickedFieldMessage}
    />
  );
}

/** The picked place as the form now holds it. */
function AddressPlace({ control }: { control: AddressFormApi['control'] }) {
  const [city, province, postalCode, countryCode] = useWatch({ control, name: PICKED_FIELDS });
  return (
    <PickedPlace
      city={city}
      province={province}
      postalCode={postalCode}
      countryCode={countryCode}
    />
  );
}
