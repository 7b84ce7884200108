import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/**
 * A password input with the spec's Show/Hide button. Mantine keeps that button out of the tab
 * order by default; here it is reachable by keyboard and named, its pressed state saying "shown".
 * Mantine's PasswordInput also leaves aria-invalid off its input, unlike its other inputs.
 */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
