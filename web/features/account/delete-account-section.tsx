import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { DeleteAccountFormSchema, type DeleteAccountFormValues } from '#domain/account/schemas.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { FormAlert, PasswordField, useLogout } from '../auth/index.ts';
import { personalInfoApi } from './personal-info-api.ts';
import { useRefetchingMutation } from '../../lib/use-refetching-mutation.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

const EMPTY: DeleteAccountFormValues = { password: '', confirm: false };

/** The danger zone: deleting the account, behind a dialog that asks for the password and a yes. */
export function DeleteAccountSection() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <SectionCard
      title="Delete account"
      danger
      description="Your name, phone, email, address book, saved cards and sessions are deleted. Shipments you already paid for stay with the carrier and in our accounts, as the law requires."
    >
      <Group>
        <Button color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={dialog.open}>
          Delete my account
        </Button>
      </Group>
      <DeleteAccountModal opened={opened} onClose={dialog.close} />
    </SectionCard>
  );
}

function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const logout = useLogout();
  const form = useForm({
    resolver: zodResolver(DeleteAccountFormSchema),
    defaultValues: EMPTY,
  });
  const remove = useRefetchingMutation(personalInfoApi.deleteAccount, []);

  const close = () => {
    form.reset(EMPTY);
    remove.reset();
    onClose();
  };

  const submit = form.handleSubmit(
    ({ password }) =>
      // The schema let the form through only with the box ticked.
      remove.mutate(
        { password, confirm: true },
        {
          onSuccess: async ({ message }) => {
            notifySuccess(message);
            // The server has ended every session; this forgets the cached account and goes home.
            await logout();
          },
        },
      ),
    () => remove.reset(),
  );

  const { errors, isSubmitted } = form.formState;
  const message =
    (isSubmitted ? (errors.password ?? errors.confirm)?.message : undefined) ??
    (remove.error instanceof ApiRequestError ? remove.error.message : undefined) ??
    (remove.error ? AccountMessages.genericError : undefined);

  return (
    <Modal opened={opened} onClose={close} title="Delete your account?" centered>
      <form noValidate onSubmit={submit}>
        <Stack>
          <Text size="sm">This cannot be undone. Deleting your account:</Text>
          <List size="sm" spacing={4}>
            <List.Item>signs you out on every device, and you can no longer log in;</List.Item>
            <List.Item>deletes your name, phone, email, address book and saved cards;</List.Item>
            <List.Item>
              keeps the shipments you paid for, with their sender and recipient, for delivery,
              claims and accounting.
            </List.Item>
          </List>
          <PasswordField
            label="Password"
            description="Type your password to confirm it is you"
            autoComplete="current-password"
            aria-required
            data-autofocus
            {...form.register('password')}
            error={
              Boolean(errors.password) ||
              (remove.error instanceof ApiRequestError && remove.error.field === 'password')
            }
          />
          <Checkbox
            label="I understand that my account will be deleted permanently."
            color="red"
            {...form.register('confirm')}
            error={errors.confirm ? true : undefined}
          />
          <FormAlert message={message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              color="red"
              loading={remove.isPending}
              renderRoot={focusableWhileLoading}
            >
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
