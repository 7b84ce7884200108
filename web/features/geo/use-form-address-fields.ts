import {
  get,
  useController,
  useFormState,
  useWatch,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type { AddressField, AddressValues, InputBinding } from './address-fields.tsx';

/** Where a react-hook-form form keeps each part of the address; a form without a country leaves it out. */
export type AddressFieldPaths<Values extends FieldValues> = Record<
  Exclude<AddressField, 'countryCode'>,
  FieldPath<Values>
> & { countryCode?: FieldPath<Values> };

// The form's own country when it has none: the pickup address is always Canadian.
const FIXED_COUNTRY = 'CA';

/**
 * Binds AddressFields to a react-hook-form form: the values it holds at `paths`, a change
 * written back field by field, the messages of its resolver, and the street and unit inputs
 * registered (so a submit with a problem focuses them). A change is checked at once after the
 * first submit, or where a message already shows, so that a message goes as soon as it is fixed.
 */
export function useFormAddressFields<Values extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
  form: UseFormReturn<Values, any, any>,
  paths: AddressFieldPaths<Values>,
) {
  const { control } = form;
  const fields = Object.entries(paths) as [AddressField, FieldPath<Values>][];
  const watched = useWatch({ control, name: fields.map(([, path]) => path) }) as string[];
  const { errors, isSubmitted } = useFormState({ control, name: fields.map(([, path]) => path) });
  const street = useController({ control, name: paths.street });
  const unit = useController({ control, name: paths.unitNumber });

  const values = Object.fromEntries([
    ['countryCode', FIXED_COUNTRY],
    ...fields.map(([field], index) => [field, watched[index] ?? '']),
  ]) as AddressValues;

  const messages = Object.fromEntries(
    fields.map(([field, path]) => [field, (get(errors, path) as { message?: string })?.message]),
  ) as Partial<Record<AddressField, string>>;

  const onChange = (patch: Partial<AddressValues>) => {
    for (const [field, value] of Object.entries(patch) as [AddressField, string][]) {
      const path = paths[field];
      if (path === undefined) continue;
      form.setValue(path, value as PathValue<Values, typeof path>, {
        shouldDirty: true,
        shouldValidate: isSubmitted || messages[field] !== undefined,
      });
    }
  };

  const binding = (field: typeof street.field): InputBinding => ({
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
  });

  return {
    values,
    onChange,
    errors: messages,
    streetInput: binding(street.field),
    unitInput: binding(unit.field),
  };
}
