import { Alert, Anchor, Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { BookedPickup } from '#domain/shipments/pickup-schemas.ts';
import type { BatchStatus } from '#domain/shipments/schemas.ts';
import { calendarDayLabel } from '#domain/shipments/vancouver-date.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { batchStatusQuery, checkoutApi } from './checkout-api.ts';
import { OrderSummary } from './order-summary.tsx';
import { PickupBooking } from './pickup-booking.tsx';
import { openLabelTab, type LabelTab } from './label-tab.ts';
import { slotLabel } from './pickup-details.ts';
import { formatDollars } from '../../lib/format-money.ts';
import { readSuccessState } from './success-state.ts';
import { CheckoutLoadError } from './checkout-load-error.tsx';

export const SuccessMessages = {
  loadFailed: 'Failed to load your shipment. Please try again.',
  notPaid: 'This shipment has not been paid yet.',
  noLabel: 'No label URL found',
  labelError: (message: string) => `Error getting label: ${message}`,
  pickupFailed: (message: string) =>
    `Your payment went through, but the pickup could not be booked: ${message} You can try again below.`,
} as const;

/** Payment success (spec section 2): what was bought, labels, pickup or drop-off, tracking links. */
export function ShippingSuccessPage() {
  const { shippingBatchId = '' } = useParams();
  const handedOver = readSuccessState(useLocation().state);
  const [labelProblem, setLabelProblem] = useState<string | null>(null);
  const status = useQuery({
    ...batchStatusQuery(shippingBatchId),
    // Checkout cached the batch before it was paid: read it again.
    refetchOnMount: 'always',
  });
  const label = useMutation({
    mutationFn: ({ trackingNumber }: { trackingNumber: string; tab: LabelTab }) =>
      checkoutApi.labelUrl(trackingNumber),
    onMutate: () => setLabelProblem(null),
    onSuccess: ({ url }, { tab }) => {
      if (url) return tab.show(url);
      tab.close();
      setLabelProblem(SuccessMessages.noLabel);
    },
    onError: (error, { tab }) => {
      tab.close();
      setLabelProblem(
        error instanceof ApiRequestError && error.status === 404
          ? SuccessMessages.noLabel
          : SuccessMessages.labelError(error.message),
      );
    },
  });

  // Checkout's cached status still says unpaid until the fresh read lands: wait for it.
  const isReading = status.isPending || (status.isFetching && status.data?.paid === false);
  if (isReading) return <CenteredLoader label="Loading your shipment…" />;
  if (status.isError || !status.data.paid) {
    return (
      <CheckoutLoadError
        message={status.isError ? SuccessMessages.loadFailed : SuccessMessages.notPaid}
      />
    );
  }

  const batch = status.data;
  const handedOverPickup = handedOver?.delivery === 'PICKUP' ? handedOver : null;
  // The batch status has the booked pickup, even after a reload; checkout's hand-over covers a
  // status read before the booking, and says why a booking failed.
  const pickup =
    batch.pickup ??
    (handedOverPickup && 'pickup' in handedOverPickup ? handedOverPickup.pickup : null);
  const pickupError =
    handedOverPickup && 'pickupError' in handedOverPickup ? handedOverPickup.pickupError : null;
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Your shipment is confirmed</Title>
          <Text c="dimmed">
            {batch.paidWith === 'INVOICE'
              ? `${formatDollars(batch.totalCost)} was added to your monthly invoice.`
              : `Payment of ${formatDollars(batch.totalCost)} received.`}{' '}
            Print a label for each parcel and attach it before it leaves.
          </Text>
        </Stack>
        {labelProblem && (
          <Alert color="red" role="alert">
            {labelProblem}
          </Alert>
        )}
        <OrderSummary
          orders={batch.validRequests}
          totalCost={batch.totalCost}
          renderTrackingNumber={(order) => (
            <Anchor component={Link} to={`/tracking/${order.trackingNumber}`}>
              {order.trackingNumber}
            </Anchor>
          )}
          action={{
            label: 'Label',
            render: (order) => (
              <Button
                size="xs"
                variant="light"
                aria-label={`Print Label for ${order.trackingNumber}`}
                loading={label.isPending && label.variables.trackingNumber === order.trackingNumber}
                onClick={() =>
                  label.mutate({ trackingNumber: order.trackingNumber, tab: openLabelTab() })
                }
              >
                Print Label
              </Button>
            ),
          }}
        />
        <Paper withBorder p="md" component="section" aria-labelledby="delivery-title">
          <Stack gap="sm">
            <Title order={2} size="h3" id="delivery-title">
              {pickup || pickupError ? 'Pickup' : 'Drop-off'}
            </Title>
            {pickup ? (
              <PickupDetails pickup={pickup} />
            ) : pickupError ? (
              <>
                <Alert color="red" role="alert">
                  {SuccessMessages.pickupFailed(pickupError)}
                </Alert>
                <PickupBooking batch={batch} />
              </>
            ) : (
              <DropOffDetails
                locations={batch.dropOffLocations}
                pickupOffer={batch.pickupEligible && <PickupOffer batch={batch} />}
              />
            )}
          </Stack>
        </Paper>
        <Button component={Link} to="/shipping" variant="default" w="fit-content">
          Ship another parcel
        </Button>
      </Stack>
    </Container>
  );
}

function PickupDetails({ pickup }: { pickup: BookedPickup }) {
  const where = pickup.address
    ? [pickup.unitNumber, pickup.address, pickup.city, pickup.province, pickup.postalCode]
        .filter(Boolean)
        .join(', ')
    : "The sender's address";
  return (
    <Stack gap={4}>
      <Text>
        {calendarDayLabel(pickup.requestedDate)}, between {slotLabel(pickup.earliestTime)} and{' '}
        {slotLabel(pickup.latestTime)}
      </Text>
      <Text>{where}</Text>
      <Text>
        Contact:{' '}
        {[pickup.contactName, pickup.contactPhone, pickup.contactEmail].filter(Boolean).join(' · ')}
      </Text>
      {pickup.notes && <Text>Notes: {pickup.notes}</Text>}
    </Stack>
  );
}

function DropOffDetails({
  locations,
  pickupOffer,
}: {
  locations: string[];
  pickupOffer: ReactNode;
}) {
  return (
    <Stack gap="sm">
      {locations.length === 0 ? (
        <Text>No drop-off locations available. Please contact customer support.</Text>
      ) : (
        <Stack gap={4}>
          <Text>Drop your parcels off at one of these locations:</Text>
          <List>
            {locations.map((location) => (
              <List.Item key={location}>{location}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {pickupOffer}
    </Stack>
  );
}

/** Free pickup for an eligible sender who chose drop-off at checkout, behind one press. */
function PickupOffer({ batch }: { batch: BatchStatus }) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the form they asked for.
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  if (open) {
    return (
      <Stack gap="xs" mt="sm">
        <Title order={3} size="h4" tabIndex={-1} ref={heading}>
          Book a free pickup
        </Title>
        <PickupBooking batch={batch} />
      </Stack>
    );
  }
  return (
    <Button variant="light" w="fit-content" onClick={() => setOpen(true)}>
      Book a free pickup instead
    </Button>
  );
}
