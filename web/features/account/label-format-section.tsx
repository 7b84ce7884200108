import { Radio, Stack } from '@mantine/core';
import type { UserProfile } from '#domain/auth/schemas.ts';
import { LABEL_FORMATS, type LabelFormat } from '#domain/labels/schemas.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useRefetchingMutation } from '../../lib/use-refetching-mutation.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { FormAlert, useSession, useSetSessionUser } from '../auth/index.ts';
import { personalInfoKeys, personalInfoApi } from './personal-info-api.ts';

const FORMATS: Record<LabelFormat, { label: string; description: string }> = {
  PDF: {
    label: 'PDF',
    description:
      'Opens in a new tab, for any printer. Cut 4 x 6 in labels from letter paper or print on label sheets.',
  },
  ZPL: {
    label: 'ZPL (thermal printer)',
    description:
      'Downloads a ZPL II file for a 4 x 6 in thermal printer at 203 dpi, such as a Zebra.',
  },
};

export const LabelFormatMessages = {
  saved: (format: LabelFormat) => `Print Label now gives ${FORMATS[format].label}.`,
  saveFailed: 'Failed to save your label format. Please try again.',
} as const;

/** How Print Label gives labels, kept on the account: a change applies to every Print Label at once. */
export function LabelFormatSection({ profile }: { profile: UserProfile }) {
  const { user } = useSession();
  const setSessionUser = useSetSessionUser();
  const save = useRefetchingMutation(personalInfoApi.setLabelFormat, [personalInfoKeys.profile()]);
  // The choice shows at once; the profile's answer takes over when the save is done.
  const chosen = save.isPending ? save.variables.labelFormat : profile.labelFormat;

  const choose = (value: string) => {
    const labelFormat = value as LabelFormat;
    save.mutate(
      { labelFormat },
      {
        onSuccess: (saved) => {
          // Print Label reads the session's preference: it follows without a reload.
          if (user) setSessionUser({ ...user, labelFormat: saved.labelFormat });
          notifySuccess(LabelFormatMessages.saved(saved.labelFormat));
        },
      },
    );
  };

  return (
    <SectionCard
      title="Label format"
      description="What Print Label gives you, for one parcel or a whole batch."
    >
      <Radio.Group
        label="Print labels as"
        value={chosen}
        onChange={choose}
        readOnly={save.isPending}
      >
        <Stack gap="sm" mt="xs">
          {LABEL_FORMATS.map((format) => (
            <Radio
              key={format}
              value={format}
              label={FORMATS[format].label}
              description={FORMATS[format].description}
              disabled={save.isPending}
            />
          ))}
        </Stack>
      </Radio.Group>
      <FormAlert
        message={
          save.error
            ? save.error instanceof ApiRequestError
              ? save.error.message
              : LabelFormatMessages.saveFailed
            : undefined
        }
      />
    </SectionCard>
  );
}
