import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import {
  ChangePasswordFormSchema,
  type ChangePasswordFormValues,
} from '#domain/account/schemas.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { notifySuccess } from '../../ui/notify.ts';
import {
  FormAlert,
  NewPasswordFields,
  PasswordField,
  refusingCommonPassword,
} from '../auth/index.ts';
import { personalInfoKeys, personalInfoApi } from './personal-info-api.ts';
import { useRefetchingMutation } from '../../lib/use-refetching-mutation.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

const EMPTY: ChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

const NewPasswordFormSchema = refusingCommonPassword(ChangePasswordFormSchema, 'newPassword');

/**
 * A new password, proven with the current one, checked against the same live checklist as
 * registration. Every other signed-in browser is signed out; this one stays.
 */
export function PasswordSection() {
  const form = useForm({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: EMPTY,
  });
  const change = useRefetchingMutation(personalInfoApi.changePassword, [
    personalInfoKeys.sessions(),
  ]);

  const submit = form.handleSubmit(
    ({ currentPassword, newPassword }) =>
      change.mutate(
        { currentPassword, newPassword },
        {
          onSuccess: ({ message }) => {
            form.reset(EMPTY);
            notifySuccess(message);
          },
          onError: (error) => {
            if (error instanceof ApiRequestError && error.field === 'currentPassword') {
              form.setFocus('currentPassword');
            }
          },
        },
      ),
    () => change.reset(),
  );

  const { errors, isSubmitted } = form.formState;
  // One message above the button: the first problem of the form, else the server's answer.
  const formProblem = isSubmitted
    ? (errors.currentPassword ?? errors.newPassword ?? errors.confirmPassword)?.message
    : undefined;
  const message =
    formProblem ??
    (change.error instanceof ApiRequestError ? change.error.message : undefined) ??
    (change.error ? AccountMessages.genericError : undefined);
  const wrongCurrent =
    change.error instanceof ApiRequestError && change.error.field === 'currentPassword';

  return (
    <SectionCard
      title="Password"
      description="Changing it signs you out everywhere else, so anyone who knew the old one is out."
    >
      <form noValidate onSubmit={submit}>
        <Stack>
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            aria-required
            maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
            {...form.register('currentPassword')}
            error={Boolean(errors.currentPassword) || wrongCurrent}
          />
          <NewPasswordFields
            form={form}
            names={['newPassword', 'confirmPassword']}
            recheckConfirmation={isSubmitted}
            sideBySide
          />
          <FormAlert message={message} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} renderRoot={focusableWhileLoading}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
