import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';

type ActionButtonProps = Pick<ButtonProps, 'size'>;

/** A guest's next step: an account (/sign-up opens the Register tab of the login page). */
export function SignUpButton({ size }: ActionButtonProps) {
  return (
    <Button component={Link} to={SiteRoutes.signUp} size={size}>
      Sign Up Free
    </Button>
  );
}

/** A signed-in user's next step: a shipment. */
export function CreateShipmentButton({ size }: ActionButtonProps) {
  return (
    <Button component={Link} to={SiteRoutes.shipping} size={size}>
      Create a Shipment
    </Button>
  );
}
