import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiRequestError } from '../../lib/api-client.ts';

/** A message for the banner: the spec's text, and what the server said when it adds something. */
export type Notice = { message: string; detail?: string };

/** The spec's failure text ('Failed to add address'), with the server's reason below it when it gave one. */
export function failureNotice(message: string, error: unknown): Notice {
  const detail = error instanceof ApiRequestError ? error.message : undefined;
  return detail && detail !== message ? { message, detail } : { message };
}

type ErrorBannerProps = { notice: Notice | null; onClose: () => void };

/** The dismissible error banner of the address book (spec section 2); an alert, so it is read out at once. */
export function ErrorBanner({ notice, onClose }: ErrorBannerProps) {
  if (!notice) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={notice.detail ? notice.message : undefined}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {notice.detail ?? notice.message}
    </Alert>
  );
}
