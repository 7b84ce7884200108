import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Rate } from '#domain/rates/schemas.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { RateCards } from './rate-cards.tsx';
import { visibleRates } from './rate-display.ts';
import { RateMessages, rateErrorMessage } from './rate-messages.ts';

type RateQuoteResultProps = {
  pending: boolean;
  rates: Rate[] | undefined;
  error: Error | null;
};

/** What the last quote found: a loader while it runs, then the rate cards or why there are none. */
export function RateQuoteResult({ pending, rates, error }: RateQuoteResultProps) {
  if (pending) {
    return (
      <Group justify="center" gap="sm" py="lg" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">Finding rates…</Text>
      </Group>
    );
  }
  if (error) return <RateAlert message={rateErrorMessage(error)} />;
  if (!rates) return null;

  const shown = visibleRates(rates);
  if (shown.length === 0) return <RateAlert message={RateMessages.noRates} />;
  return (
    <Stack>
      <RateCards rates={shown} />
      <Group justify="flex-end">
        <Button
          component={Link}
          to={SiteRoutes.shipping}
          variant="light"
          w={{ base: '100%', xs: 'auto' }}
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          Ship now
        </Button>
      </Group>
    </Stack>
  );
}

function RateAlert({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      {message}
    </Alert>
  );
}
