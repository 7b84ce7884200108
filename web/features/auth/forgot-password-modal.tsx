import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { AccountMessages } from '#domain/auth/messages.ts';
import { ForgotPasswordRequestSchema } from '#domain/auth/schemas.ts';
import { authApi } from './auth-api.ts';
import { EmailField } from './email-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { serverErrorMessage } from './form-messages.ts';
import { Popup, PopupMessage } from './message-popup.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

type ForgotPasswordModalProps = {
  opened: boolean;
  onClose: () => void;
  /** What the user already typed into the login form, so they need not type it twice. */
  initialEmail: string;
};

/** Asks for the account's email and sends a reset link (spec section 5, Forgot password). */
export function ForgotPasswordModal({ opened, onClose, initialEmail }: ForgotPasswordModalProps) {
  return (
    <Popup opened={opened} onClose={onClose} title="Forgot password">
      {/* Mounted only while open, so every opening starts with a fresh form. */}
      <ForgotPasswordForm initialEmail={initialEmail} onDone={onClose} />
    </Popup>
  );
}

type ForgotPasswordFormProps = { initialEmail: string; onDone: () => void };

function ForgotPasswordForm({ initialEmail, onDone }: ForgotPasswordFormProps) {
  const form = useForm({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: initialEmail },
  });
  const sendResetEmail = useMutation({ mutationFn: authApi.forgotPassword });

  if (sendResetEmail.isSuccess) {
    return <PopupMessage message={sendResetEmail.data.message} onOk={onDone} />;
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((request) => sendResetEmail.mutate(request))}>
      <Stack>
        <Text size="sm">
          Enter the email you registered with and we will send you a link to choose a new password.
        </Text>
        <EmailField
          form={form}
          aria-required
          data-autofocus
          error={form.formState.errors.email?.message}
        />
        <FormAlert
          message={serverErrorMessage(sendResetEmail.error, AccountMessages.resetEmailFailed)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={sendResetEmail.isPending}
            renderRoot={focusableWhileLoading}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
