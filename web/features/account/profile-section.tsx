import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { AccountPageMessages as Messages } from '#domain/account/messages.ts';
import {
  ProfileUpdateRequestSchema,
  type ProfileFormValues,
  type ProfileUpdateRequest,
} from '#domain/account/schemas.ts';
import type { UserProfile } from '#domain/auth/schemas.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { formatPhone } from '../address-book/index.ts';
import { FormAlert, useSession, useSetSessionUser } from '../auth/index.ts';
import { personalInfoKeys, personalInfoApi } from './personal-info-api.ts';
import { useRefetchingMutation } from '../../lib/use-refetching-mutation.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

const isProfileField = (field: string | undefined): field is keyof ProfileFormValues =>
  field === 'username' || field === 'phone';

/** The display name (the header and dashboard greet it) and the phone number. */
export function ProfileSection({ profile }: { profile: UserProfile }) {
  const { user } = useSession();
  const setSessionUser = useSetSessionUser();
  const form = useForm<ProfileFormValues, unknown, ProfileUpdateRequest>({
    resolver: zodResolver(ProfileUpdateRequestSchema),
    values: { username: profile.username, phone: formatPhone(profile.phone) },
  });
  const save = useRefetchingMutation(personalInfoApi.updateProfile, [personalInfoKeys.profile()]);

  const submit = form.handleSubmit((change) =>
    save.mutate(change, {
      onSuccess: (saved) => {
        // The header greets the new name at once; the role and id stay as the session has them.
        if (user) setSessionUser({ ...user, name: saved.username, email: saved.email });
        notifySuccess(Messages.profileSaved);
      },
      onError: (error) => {
        // A 400 naming one of our fields goes to that field; anything else above the button.
        if (error instanceof ApiRequestError && isProfileField(error.field)) {
          form.setError(error.field, { message: error.message }, { shouldFocus: true });
        }
      },
    }),
  );
  const { errors, isDirty } = form.formState;
  const serverProblem =
    save.error && !(save.error instanceof ApiRequestError && isProfileField(save.error.field))
      ? save.error instanceof ApiRequestError
        ? save.error.message
        : Messages.profileSaveFailed
      : undefined;

  return (
    <SectionCard title="Profile" description="How we greet you and how to reach you by phone.">
      <form noValidate onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name or company name"
            autoComplete="name"
            required
            {...form.register('username')}
            error={errors.username?.message}
          />
          <TextInput
            label="Phone"
            description="10 digits; optional"
            type="tel"
            autoComplete="tel"
            {...form.register('phone')}
            error={errors.phone?.message}
          />
          <TextInput
            label="Email"
            value={profile.email}
            readOnly
            variant="filled"
            description="Used to log in; it cannot be changed here"
          />
        </SimpleGrid>
        <FormAlert message={serverProblem} />
        <Group justify="flex-end" mt="md">
          <Button
            type="submit"
            loading={save.isPending}
            renderRoot={focusableWhileLoading}
            disabled={!isDirty}
          >
            Save Profile
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
