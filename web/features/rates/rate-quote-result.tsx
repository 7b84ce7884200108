import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { countryOfPostalCode } from '#domain/common/postal-code-format.ts';
import type { Rate, RateRequest } from '#domain/rates/schemas.ts';
import { shippingLinkForQuote } from '#domain/site/shipping-link.ts';
import { RateCards } from './rate-cards.tsx';
import { visibleRates } from './rate-display.ts';
import { RateMessages, rateErrorMessage } from './rate-messages.ts';

/** Where the rates were, once the inputs they were found for have changed. */
export const INPUTS_CHANGED = 'The details changed. Press Get rates for a new quote.';

type RateQuoteResultProps = {
  pending: boolean;
  rates: Rate[] | undefined;
  error: Error | null;
  /** The inputs the rates were found for, handed on to /shipping. */
  request: RateRequest | undefined;
  /** The inputs changed since the last quote, which was therefore dropped. */
  outdated: boolean;
};

/** What the last quote found: a loader while it runs, then the rate cards or why there are none. */
export function RateQuoteResult({
  pending,
  rates,
  error,
  request,
  outdated,
}: RateQuoteResultProps) {
  if (pending) {
    return (
      <Group justify="center" gap="sm" py="lg" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">Finding rates…</Text>
      </Group>
    );
  }
  if (error) return <RateAlert message={rateErrorMessage(error)} />;
  if (outdated)
    return (
      <Text c="dimmed" ta="center" py="md" role="status">
        {INPUTS_CHANGED}
      </Text>
    );
  if (!rates || !request) return null;

  const shown = visibleRates(rates);
  if (shown.length === 0) return <RateAlert message={RateMessages.noRates} />;
  return (
    <Stack>
      <RateCards
        rates={shown}
        shipLinkFor={(serviceCode) => shippingLinkForQuote(request, serviceCode)}
        // Across the border the recipient pays unless the sender chooses otherwise when shipping.
        dutiesPaidBy={
          countryOfPostalCode(request.originPostalCode) === request.countryCode
            ? undefined
            : 'RECIPIENT'
        }
      />
      <Group justify="flex-end">
        <Button
          component={Link}
          to={shippingLinkForQuote(request)}
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
