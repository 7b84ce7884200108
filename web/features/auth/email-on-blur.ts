import type { Path, UseFormReturn } from 'react-hook-form';

/** Registers a form's email input so its format is checked as it loses focus, once something is typed (spec section 5). */
export function registerEmailCheckedOnBlur<Values extends { email: string }>(
  form: Pick<UseFormReturn<Values>, 'register' | 'trigger'>,
) {
  const email = 'email' as Path<Values>;
  return form.register(email, {
    onBlur: (event: { target: { value: string } }) => {
      // An empty field is left alone until submit, which asks for all fields at once.
      if (event.target.value.trim() !== '') void form.trigger(email);
    },
  });
}
