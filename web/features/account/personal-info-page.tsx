import { Container, Stack, Text, Title } from '@mantine/core';
import { AccountMessages } from '#domain/auth/messages.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { InvoicesSection } from './invoices-section.tsx';
import { LabelFormatSection } from './label-format-section.tsx';
import { LoadFailed } from './load-failed.tsx';
import { PasswordSection } from './password-section.tsx';
import { useProfile } from './personal-info-api.ts';
import { ProfileSection } from './profile-section.tsx';
import { SessionsSection } from './sessions-section.tsx';

/**
 * /personal-info: the signed-in user's profile, label format, password, signed-in browsers, monthly invoices
 * (for an account billed monthly, spec section 6) and the account's deletion.
 */
export function PersonalInfoPage() {
  const profile = useProfile();

  return (
    <Container size="md" py={{ base: 'xl', md: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Personal Information</Title>
          <Text c="dimmed">Your profile, your password and where you are signed in.</Text>
        </Stack>
        {profile.isPending && <CenteredLoader label="Loading your profile…" />}
        {profile.isError && (
          <LoadFailed
            message={profile.error.message || AccountMessages.genericError}
            query={profile}
          />
        )}
        {profile.data && (
          <>
            <ProfileSection profile={profile.data} />
            <LabelFormatSection profile={profile.data} />
            <PasswordSection />
            <SessionsSection />
            {profile.data.billingType === 'MONTHLY_BILLING' && <InvoicesSection />}
            <DeleteAccountSection />
          </>
        )}
      </Stack>
    </Container>
  );
}
