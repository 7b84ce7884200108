import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AccountMessages } from '#domain/auth/messages.ts';
import { loginPathReturningTo } from '../login-redirect.ts';
import type { NavItem } from '../navigation/nav-items.ts';
import { useLazyOverlay } from '../../ui/use-lazy-overlay.ts';

type LoginRequiredModalProps = {
  /** The members-only feature the guest chose; null while the popup is closed. */
  feature: NavItem | null;
  onClose: () => void;
};

/** 'Please login to access this feature.' with OK, and a way to log in and come back. */
export function LoginRequiredModal({ feature, onClose }: LoginRequiredModalProps) {
  const dialog = useLazyOverlay(feature !== null);
  if (!dialog.mounted) return null;
  return (
    <Modal opened={dialog.opened} onClose={onClose} title="Log in required" centered>
      <Text>{AccountMessages.loginRequiredForFeature}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        {feature && (
          <Button component={Link} to={loginPathReturningTo(feature.to)} variant="default">
            Log In
          </Button>
        )}
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
