import type { ButtonProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SignUpButton } from './action-buttons.tsx';

// The session needs the API client, too heavy for the home page's first download (see
// app-root.tsx); the header loads the same chunk at the same moment, so this costs no request.
const SessionAction = lazy(() =>
  import('./session-action.tsx').then((module) => ({ default: module.SessionAction })),
);

/**
 * The page's main call to action. Guests, the most of the home page's visitors, see Sign Up
 * at once; a signed-in user sees it become Create a Shipment when the session is known.
 */
export function PrimaryAction({ size }: Pick<ButtonProps, 'size'>) {
  return (
    <Suspense fallback={<SignUpButton size={size} />}>
      <SessionAction size={size} />
    </Suspense>
  );
}
