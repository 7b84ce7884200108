import { Alert, Anchor, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { forgotPasswordPath } from './login-url.ts';

/** A reset link that cannot be used, and the way to get a fresh one. */
export function InvalidResetLinkAlert({ message }: { message: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconLinkOff aria-hidden />}
      title="This link can't be used"
    >
      <Text size="sm" mb="xs">
        {message}
      </Text>
      <Anchor component={Link} to={forgotPasswordPath} size="sm" fw={600}>
        Request a new reset link
      </Anchor>
    </Alert>
  );
}
