import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusableWhileLoading } from './focusable-while-loading.tsx';

export type ConfirmDialogProps = {
  /** Shown while true; closing (Escape, the dismiss button) calls onClose. */
  open: boolean;
  title: string;
  /** What confirming does, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** The button that closes without doing anything. */
  dismissLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the confirmed work is under way. */
  pending: boolean;
  /** Why the confirmed work failed, if it did; the dialog stays open to try again. */
  error?: string | null;
};

/**
 * A question before something that cannot be undone: the browser's own modal <dialog>, which
 * traps focus, closes on Escape and gives focus back, without the weight of a dialog library.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  dismissLabel = 'Cancel',
  onConfirm,
  onClose,
  pending,
  error,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) element?.showModal();
    if (!open && element?.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      style={{
        border: 'none',
        borderRadius: 'var(--mantine-radius-lg)',
        padding: 'var(--mantine-spacing-xl)',
        width: 'min(460px, calc(100vw - 32px))',
        boxShadow: 'var(--mantine-shadow-xl)',
      }}
    >
      {open && (
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          {children}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {dismissLabel}
            </Button>
            <Button
              color="red"
              loading={pending}
              renderRoot={focusableWhileLoading}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </dialog>
  );
}
