import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm, type FieldError, type UseFormReturn } from 'react-hook-form';
import { AddressBookMessages as Messages } from '#domain/address-book/messages.ts';
import {
  AddressInputSchema,
  type Address,
  type AddressFormValues,
  type AddressInput,
} from '#domain/address-book/schemas.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { AddressFields, useFormAddressFields } from '../geo/index.ts';

import { FormAlert } from '../auth/index.ts';
import { addressBookApi, useAddressBookMutation } from './address-book-api.ts';
import { formatPhone } from './address-display.ts';
import { ErrorBanner, failureNotice, type Notice } from './error-banner.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

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
 * in the street again empties them until another suggestion is picked. When no suggestion
 * fits, the user enters the place and the server checks it (decision 014).
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
        <EntryAddress form={form} />
        <FormAlert message={isMissingFields ? Messages.fillRequiredFields : undefined} />
        <ErrorBanner notice={notice} onClose={() => setNotice(null)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} renderRoot={focusableWhileLoading}>
            {address ? 'Save Changes' : 'Add Address'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The entry's address (AddressFields): the street with suggestions, the unit, and the place,
 * read-only and filled from the suggestion picked unless the user enters it. A missing field
 * only turns red, as the form's other fields do.
 */
function EntryAddress({ form }: { form: AddressFormApi }) {
  const address = useFormAddressFields(form, {
    street: 'streetAddress',
    unitNumber: 'unitNumber',
    city: 'city',
    province: 'province',
    postalCode: 'postalCode',
    countryCode: 'countryCode',
  });
  const errors = Object.fromEntries(
    Object.entries(address.errors).map(([field, message]) => [
      field,
      message === Messages.fillRequiredFields ? true : message,
    ]),
  );
  return (
    <AddressFields
      {...address}
      errors={errors}
      streetLabel="Street address"
      unitLabel="Unit"
      streetPlaceholder="e.g. 1055 W Georgia St, Vancouver, BC V6E 3P3"
    />
  );
}
