import { TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { registerEmailCheckedOnBlur } from './email-on-blur.ts';

type EmailFieldProps<Values extends { email: string }> = Omit<
  TextInputProps,
  'label' | 'type' | 'autoComplete' | 'form'
> & {
  form: Pick<UseFormReturn<Values>, 'register' | 'trigger'>;
};

/** A form's Email input, its format checked as it loses focus; other props go to the TextInput. */
export function EmailField<Values extends { email: string }>({
  form,
  ...inputProps
}: EmailFieldProps<Values>) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      {...registerEmailCheckedOnBlur(form)}
      {...inputProps}
    />
  );
}
