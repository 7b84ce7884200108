import { notifications } from '@mantine/notifications';

/** A short success message in the corner of the screen, read out by screen readers. */
export function notifySuccess(message: string): void {
  // Mantine's close button has no accessible name of its own.
  notifications.show({ message, color: 'green', closeButtonProps: { 'aria-label': 'Dismiss' } });
}
