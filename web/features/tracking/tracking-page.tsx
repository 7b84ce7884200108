import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  Container,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconLink, IconPackage, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';
import { TrackingMessages } from '#domain/tracking/messages.ts';
import { TrackingLookupSchema, type TrackingInfo } from '#domain/tracking/schemas.ts';
import { formatTrackingNumber, normalizeTrackingNumber } from '#domain/tracking/tracking-number.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { LazyCustomsSummary } from '../../ui/lazy-customs-summary.tsx';
import { deliveryDay } from './delivery-day.ts';
import { formatReaderTime } from './reader-time.ts';
import { trackingKeys, trackingQuery } from './tracking-api.ts';
import { TrackingProgress } from './tracking-progress.tsx';
import { TrackingTimeline } from './tracking-timeline.tsx';

/** The search parameter of spec section 2's /tracking?trackingNumber= links. */
export const TRACKING_NUMBER_PARAM = 'trackingNumber';

/** The page's own address for a parcel, the one people share. */
export const trackingPath = (trackingNumber: string) =>
  SiteRoutes.trackingNumber.replace(':trackingNumber', encodeURIComponent(trackingNumber));

/**
 * /tracking, /tracking/{trackingNumber} and /tracking?trackingNumber= (spec section 2): a search
 * box that also searches on Enter, and the parcel's progress and events, or the spec's prompt
 * or error. A search moves to /tracking/{n}, so the address bar is the link to share.
 */
export function TrackingPage() {
  const trackingNumber = useTrackedNumber();
  return (
    <Container size="md" py={{ base: 'xl', md: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Track a Parcel</Title>
          <Text c="dimmed">Follow your parcel from label to doorstep.</Text>
        </Stack>
        {/* A new number starts a fresh form, filled with it. */}
        <TrackingSearch key={trackingNumber} initialValue={trackingNumber} />
        {trackingNumber ? <TrackingResult trackingNumber={trackingNumber} /> : <TrackingPrompt />}
      </Stack>
    </Container>
  );
}

/** Before any search: the spec's prompt, with where to find a number. */
function TrackingPrompt() {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconPackage size={28} />
        </ThemeIcon>
        <Text fw={600}>{TrackingMessages.prompt}</Text>
        <Text size="sm" c="dimmed">
          Your tracking number is on your label and in your shipment confirmation, e.g.{' '}
          <Text span inherit style={{ whiteSpace: 'nowrap' }}>
            MP 123 456 785 CA
          </Text>
          .
        </Text>
      </Stack>
    </Card>
  );
}

/** The number the address names, from the path or from ?trackingNumber=, normalized. */
function useTrackedNumber(): string {
  const params = useParams();
  const [searchParams] = useSearchParams();
  return normalizeTrackingNumber(
    params.trackingNumber ?? searchParams.get(TRACKING_NUMBER_PARAM) ?? '',
  );
}

function TrackingSearch({ initialValue }: { initialValue: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(TrackingLookupSchema),
    defaultValues: { trackingNumber: initialValue },
    // The message goes as soon as the number is edited, and is checked again only on Track.
    reValidateMode: 'onSubmit',
  });

  const search = form.handleSubmit(({ trackingNumber }) => {
    // The number already shown: look again, as the button promises, rather than do nothing.
    if (trackingNumber === initialValue) {
      void queryClient.refetchQueries({ queryKey: trackingKeys.parcel(trackingNumber) });
      return;
    }
    navigate(trackingPath(trackingNumber));
  });

  return (
    <form onSubmit={search} noValidate role="search" aria-label="Track a parcel">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label="Tracking Number"
          placeholder="e.g. MP 123 456 785 CA"
          {...form.register('trackingNumber', {
            onChange: () => form.clearErrors('trackingNumber'),
          })}
          error={form.formState.errors.trackingNumber?.message}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} leftSection={<IconSearch size={18} aria-hidden />}>
          Track
        </Button>
      </Group>
    </form>
  );
}

function TrackingResult({ trackingNumber }: { trackingNumber: string }) {
  const tracking = useQuery(trackingQuery(trackingNumber));
  if (tracking.isPending) return <CenteredLoader label="Looking up your parcel…" />;
  if (tracking.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Tracking unavailable">
        {tracking.error.message}
      </Alert>
    );
  }
  return <TrackingDetail tracking={tracking.data} />;
}

function TrackingDetail({ tracking }: { tracking: TrackingInfo }) {
  const shareUrl = `${window.location.origin}${trackingPath(tracking.trackingNumber)}`;
  const delivery = deliveryDay(tracking);
  return (
    <Stack gap="lg" component="section" aria-labelledby="tracking-detail-title">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                Tracking number
              </Text>
              <Title order={2} size="h3" id="tracking-detail-title" ff="monospace">
                {formatTrackingNumber(tracking.trackingNumber)}
              </Title>
            </Stack>
            <CopyButton value={shareUrl}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  onClick={copy}
                  leftSection={
                    copied ? (
                      <IconCheck size={18} aria-hidden />
                    ) : (
                      <IconLink size={18} aria-hidden />
                    )
                  }
                >
                  {copied ? 'Link copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <TrackingProgress status={tracking.status} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {delivery.label}
              </Text>
              <Text fw={600}>{delivery.day ?? 'Not promised for this service'}</Text>
            </Stack>
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                Last update
              </Text>
              <Text fw={600} component="time" dateTime={tracking.lastUpdateTime}>
                {formatReaderTime(tracking.lastUpdateTime)}
              </Text>
            </Stack>
          </SimpleGrid>
          {/* Only the parcel's signed-in sender is answered its declaration. */}
          {tracking.customs && <LazyCustomsSummary customs={tracking.customs} withItems />}
        </Stack>
      </Card>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Tracking history
        </Title>
        <TrackingTimeline events={tracking.events} />
      </Stack>
    </Stack>
  );
}
