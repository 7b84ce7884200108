import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountMessages } from '#domain/auth/messages.ts';
import { LoginRequestSchema, type SessionUser } from '#domain/auth/schemas.ts';
import { authApi } from './auth-api.ts';
import { EmailField } from './email-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { emailError, formMessage } from './form-messages.ts';
import { ForgotPasswordModal } from './forgot-password-modal.tsx';
import { FORGOT_PASSWORD_PARAM, RETURN_TO_PARAM, safeReturnPath } from './login-url.ts';
import { PasswordField } from './password-field.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

type LoginFormProps = { onSignedIn: (user: SessionUser) => void };

/** Email and password; on success, on to `returnTo` or the dashboard (spec section 2, Login page). */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const form = useForm({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: ({ user }) => {
      onSignedIn(user);
      navigate(safeReturnPath(searchParams.get(RETURN_TO_PARAM)), { replace: true });
    },
  });

  const { errors } = form.formState;
  const message = formMessage(form.formState, login.error, AccountMessages.loginFailed);

  // The popup's open state lives in the URL so a dead reset link can lead straight to it.
  const setForgotPasswordOpen = (open: boolean) =>
    setSearchParams(
      (params) => {
        if (open) params.set(FORGOT_PASSWORD_PARAM, '1');
        else params.delete(FORGOT_PASSWORD_PARAM);
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit((request) => login.mutate(request))}>
        <Stack>
          <EmailField form={form} aria-required error={emailError(errors.email, message)} />
          <Stack gap={6}>
            <PasswordField
              label="Password"
              autoComplete="current-password"
              aria-required
              {...form.register('password')}
              error={Boolean(errors.password)}
            />
            <Group justify="flex-end">
              {/* A button that looks like a link: it opens a popup rather than a page. */}
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setForgotPasswordOpen(true)}
              >
                Forgot Password?
              </Anchor>
            </Group>
          </Stack>
          <FormAlert message={message} />
          <Button
            type="submit"
            loading={login.isPending}
            renderRoot={focusableWhileLoading}
            fullWidth
          >
            Login
          </Button>
        </Stack>
      </form>
      {/* Outside the login <form>: a submit inside the popup must not bubble into it. */}
      <ForgotPasswordModal
        opened={searchParams.has(FORGOT_PASSWORD_PARAM)}
        onClose={() => setForgotPasswordOpen(false)}
        initialEmail={form.getValues('email')}
      />
    </>
  );
}
