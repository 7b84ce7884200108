import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AccountMessages } from '#domain/auth/messages.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { authApi } from './auth-api.ts';
import { FormAlert } from './form-alert.tsx';
import { formMessage } from './form-messages.ts';
import { NewPasswordFormSchema } from './form-schemas.ts';
import { InvalidResetLinkAlert } from './invalid-reset-link-alert.tsx';
import { MessagePopup } from './message-popup.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

/** The server names the token when the link is unknown, expired or already used. */
export const isDeadLink = (error: Error | null): error is ApiRequestError =>
  error instanceof ApiRequestError && error.field === 'token';

/** A new password for the account the reset link belongs to; then the user logs in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const resetPassword = useMutation({ mutationFn: authApi.resetPassword });

  const message = formMessage(form.formState, resetPassword.error, AccountMessages.genericError);

  return (
    <>
      <form
        noValidate
        onSubmit={form.handleSubmit(
          ({ password }) => resetPassword.mutate({ token, password }),
          // A refused submit is not about the link any more.
          () => resetPassword.reset(),
        )}
      >
        <Stack>
          <NewPasswordFields form={form} names={['password', 'confirmPassword']} />
          {isDeadLink(resetPassword.error) ? (
            <InvalidResetLinkAlert message={resetPassword.error.message} />
          ) : (
            <FormAlert message={message} />
          )}
          <Button
            type="submit"
            loading={resetPassword.isPending}
            renderRoot={focusableWhileLoading}
            fullWidth
          >
            Reset Password
          </Button>
        </Stack>
      </form>
      {resetPassword.isSuccess && (
        <MessagePopup
          opened
          title="Password reset"
          message={resetPassword.data.message}
          onOk={() => navigate(SiteRoutes.login)}
        />
      )}
    </>
  );
}
