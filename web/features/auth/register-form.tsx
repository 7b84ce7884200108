import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AccountMessages } from '#domain/auth/messages.ts';
import type { SessionUser } from '#domain/auth/schemas.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { authApi } from './auth-api.ts';
import { EmailField } from './email-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { emailError, formMessage } from './form-messages.ts';
import { RegisterFormSchema } from './form-schemas.ts';
import { MessagePopup } from './message-popup.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

/** Spec section 9: the success popup leads on to the dashboard after 2 s. */
export const REDIRECT_AFTER_REGISTER_MS = 2000;

type RegisterFormProps = { onSignedIn: (user: SessionUser) => void };

/** Creates an account, which also signs the user in (spec section 4, Account). */
export function RegisterForm({ onSignedIn }: RegisterFormProps) {
  const form = useForm({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const createAccount = useMutation({
    mutationFn: authApi.register,
    onSuccess: ({ user }) => onSignedIn(user),
  });

  const { errors } = form.formState;
  const message = formMessage(
    form.formState,
    createAccount.error,
    AccountMessages.createAccountFailed,
  );

  return (
    <>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ confirmPassword: _confirmation, ...request }) =>
          createAccount.mutate(request),
        )}
      >
        <Stack>
          <TextInput
            label="Name/Company Name"
            autoComplete="name"
            aria-required
            {...form.register('name')}
            error={Boolean(errors.name)}
          />
          <EmailField form={form} aria-required error={emailError(errors.email, message)} />
          <NewPasswordFields form={form} names={['password', 'confirmPassword']} label="Password" />
          <FormAlert message={message} />
          <Button
            type="submit"
            loading={createAccount.isPending}
            renderRoot={focusableWhileLoading}
            fullWidth
          >
            Register
          </Button>
        </Stack>
      </form>
      {createAccount.isSuccess && <AccountCreatedPopup />}
    </>
  );
}

/** Spec section 4: the success popup, then the dashboard after 2 s, or at once on OK. */
function AccountCreatedPopup() {
  const navigate = useNavigate();
  const goToDashboard = useCallback(
    () => navigate(SiteRoutes.dashboard, { replace: true }),
    [navigate],
  );
  useEffect(() => {
    const timer = setTimeout(goToDashboard, REDIRECT_AFTER_REGISTER_MS);
    return () => clearTimeout(timer);
  }, [goToDashboard]);

  return (
    <MessagePopup
      opened
      title="Welcome to Maplepost"
      message={AccountMessages.accountCreated}
      onOk={goToDashboard}
    />
  );
}
