import type { ButtonProps } from '@mantine/core';
import { useSession } from '../auth/index.ts';
import { CreateShipmentButton, SignUpButton } from './action-buttons.tsx';

/** Create a Shipment for a signed-in user; Sign Up for a guest and while the session is unknown. */
export function SessionAction({ size }: Pick<ButtonProps, 'size'>) {
  const { user } = useSession();
  return user ? <CreateShipmentButton size={size} /> : <SignUpButton size={size} />;
}
