import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { BatchStatus } from '#domain/shipments/schemas.ts';
import { pickupRequest, type PickupDraft } from './pickup-details.ts';
import { PickupForm } from './pickup-form.tsx';
import { pickupsApi } from './pickups-api.ts';
import { usePickupForm } from './use-pickup-form.ts';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

/**
 * Books the free pickup of a paid batch that has none yet: when checkout could not book it, or
 * when the sender would rather not drop the parcels off after all.
 */
export function PickupBooking({
  batch,
  onBooked,
}: {
  batch: BatchStatus;
  /** Reads the booked pickup back; the button stays busy until it settles. */
  onBooked: () => Promise<unknown>;
}) {
  const batchId = batch.shippingBatchId;
  const trackingNumbers = batch.validRequests.map((order) => order.trackingNumber);
  const pickup = usePickupForm(trackingNumbers[0] ?? '', true);
  const [problem, setProblem] = useState<string | null>(null);
  const booking = useMutation({
    mutationFn: (draft: PickupDraft) =>
      pickupsApi.create(pickupRequest(batchId, trackingNumbers, draft)),
    onSuccess: onBooked,
    onError: (error) => setProblem(error.message),
  });

  function book() {
    void pickup.submit((draft) => {
      setProblem(null);
      booking.mutate(draft);
    }, setProblem);
  }

  return (
    <Stack gap="sm">
      <PickupForm pickup={pickup} />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Button
        onClick={book}
        loading={booking.isPending}
        renderRoot={focusableWhileLoading}
        w="fit-content"
      >
        Book pickup
      </Button>
    </Stack>
  );
}
