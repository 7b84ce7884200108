import { Alert, Button, Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconRosetteDiscount } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../auth/index.ts';
import { pricingTierQuery } from './pricing-tier-api.ts';
import { describePricingTier } from './pricing-tier-text.ts';

/** The signed-in user's own tier, volume and next tier, beside the tier tables; a guest sees the tables only. */
export function YourPricingTier() {
  const { user } = useSession();
  if (!user) return null;
  return <SignedInTier userId={user.userId} />;
}

function SignedInTier({ userId }: { userId: string }) {
  const query = useQuery(pricingTierQuery(userId));
  if (query.isPending) {
    return (
      <TierPanel>
        <Stack gap={6} role="status" flex={1}>
          <VisuallyHidden>Loading your tier…</VisuallyHidden>
          <Skeleton h={14} w="90%" aria-hidden />
          <Skeleton h={14} w="60%" aria-hidden />
        </Stack>
      </TierPanel>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="Your tier could not be loaded" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { tier, progress, kept } = describePricingTier(query.data);
  return (
    <TierPanel>
      <Stack gap={4} flex={1}>
        <Text>
          <strong>{tier}</strong> {progress}
        </Text>
        {kept && (
          <Text size="sm" c="gray.7">
            {kept}
          </Text>
        )}
      </Stack>
    </TierPanel>
  );
}

function TierPanel({ children }: { children: ReactNode }) {
  return (
    <Paper radius="md" p="md" bg="maple.0">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <IconRosetteDiscount size={24} stroke={1.6} aria-hidden />
        {children}
      </Group>
    </Paper>
  );
}
