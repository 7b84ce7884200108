import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { slotLabel } from '#domain/pickups/pickup-rules.ts';
import type { BookedPickup } from '#domain/pickups/pickup-schemas.ts';
import type { BatchStatus } from '#domain/shipments/schemas.ts';
import { calendarDayLabel } from '#domain/common/vancouver-date.ts';
import { PickupBooking } from '../pickups/index.ts';
import { checkoutKeys } from './checkout-api.ts';
import { DropOffLocations } from './drop-off-locations.tsx';
import type { SuccessState } from './success-state.ts';

const DeliveryMessages = {
  pickupFailed: (message: string) =>
    `Your payment went through, but the pickup could not be booked: ${message} You can try again below.`,
} as const;

type DeliverySectionProps = {
  batch: BatchStatus;
  /** What checkout handed over: the pickup it booked, or why it could not. */
  handedOver: SuccessState | null;
};

/** How the paid parcels reach us: the booked pickup, or the drop-off points and a pickup offer. */
export function DeliverySection({ batch, handedOver }: DeliverySectionProps) {
  const handedOverPickup = handedOver?.delivery === 'PICKUP' ? handedOver : null;
  // The batch status has the booked pickup, even after a reload; checkout's hand-over covers a
  // status read before the booking, and says why a booking failed.
  const pickup =
    batch.pickup ??
    (handedOverPickup && 'pickup' in handedOverPickup ? handedOverPickup.pickup : null);
  const pickupError =
    handedOverPickup && 'pickupError' in handedOverPickup ? handedOverPickup.pickupError : null;
  return (
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
              {DeliveryMessages.pickupFailed(pickupError)}
            </Alert>
            <BookPickup batch={batch} />
          </>
        ) : (
          <Stack gap="sm">
            <DropOffLocations
              batch={batch}
              title="Drop your parcels off at one of these locations:"
            />
            {batch.pickupEligible && <PickupOffer batch={batch} />}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** The pickup form for a paid batch; the page shows the booked pickup from a fresh batch status. */
function BookPickup({ batch }: { batch: BatchStatus }) {
  const queryClient = useQueryClient();
  const rereadBatch = () =>
    queryClient.invalidateQueries({ queryKey: checkoutKeys.batchStatus(batch.shippingBatchId) });
  return <PickupBooking batch={batch} onBooked={rereadBatch} />;
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
        <BookPickup batch={batch} />
      </Stack>
    );
  }
  return (
    <Button variant="light" w="fit-content" onClick={() => setOpen(true)}>
      Book a free pickup instead
    </Button>
  );
}
