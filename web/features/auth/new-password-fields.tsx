import { SimpleGrid } from '@mantine/core';
import {
  useWatch,
  type FieldPathByValue,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useCommonPasswordVerdict } from './common-passwords.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordField } from './password-field.tsx';

type NewPasswordFieldsProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The form's names for the new password and its confirmation. */
  names: [FieldPathByValue<T, string>, FieldPathByValue<T, string>];
  /** 'Password' on registering; the confirmation is 'Confirm ' and this. */
  label?: string;
  /** Whether a change of the password checks the confirmation again at once. */
  recheckConfirmation?: boolean;
  /** The two fields side by side from the sm breakpoint, instead of one under the other. */
  sideBySide?: boolean;
};

/**
 * A new password, typed twice, and the live checklist under it: registering, resetting the
 * password and changing it all ask for one this way.
 */
export function NewPasswordFields<T extends FieldValues>({
  form,
  names: [password, confirmation],
  label = 'New Password',
  recheckConfirmation = true,
  sideBySide = false,
}: NewPasswordFieldsProps<T>) {
  const [passwordValue, confirmationValue] = useWatch({
    control: form.control,
    name: [password, confirmation],
  });
  const commonVerdict = useCommonPasswordVerdict(passwordValue);
  const fields = (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        aria-required
        {...form.register(password, { deps: recheckConfirmation ? [confirmation] : [] })}
        error={form.getFieldState(password, form.formState).invalid}
      />
      <PasswordField
        label={`Confirm ${label}`}
        autoComplete="new-password"
        aria-required
        {...form.register(confirmation)}
        error={form.getFieldState(confirmation, form.formState).invalid}
      />
    </>
  );
  return (
    <>
      {sideBySide ? <SimpleGrid cols={{ base: 1, sm: 2 }}>{fields}</SimpleGrid> : fields}
      <PasswordChecklist
        password={passwordValue}
        confirmation={confirmationValue}
        common={commonVerdict}
      />
    </>
  );
}
