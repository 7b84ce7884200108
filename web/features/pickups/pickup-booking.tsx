import { Alert, Button, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BatchStatus } from '#domain/shipments/schemas.ts';
import { batchStatusQuery, checkoutApi } from '../checkout/checkout-api.ts';
import { pickupRequest, type PickupDraft } from './pickup-details.ts';
import { PickupForm } from './pickup-form.tsx';
import { usePickupDraft } from './use-pickup-draft.ts';

/**
 * Books the free pickup of a paid batch that has none yet: when checkout could not book it, or
 * when the sender would rather not drop the parcels off after all.
 */
export function PickupBooking({ batch }: { batch: BatchStatus }) {
  const batchId = batch.shippingBatchId;
  const trackingNumbers = batch.validRequests.map((order) => order.trackingNumber);
  const pickup = usePickupDraft(trackingNumbers[0] ?? '', true);
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const booking = useMutation({
    mutationFn: (draft: PickupDraft) =>
      checkoutApi.createPickup(pickupRequest(batchId, trackingNumbers, draft)),
    // The page shows the pickup from the batch status: read it again, and stay busy until then.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: batchStatusQuery(batchId).queryKey }),
    onError: (error) => setProblem(error.message),
  });

  function book() {
    const { draft, problem: draftProblem } = pickup.check();
    setProblem(draftProblem);
    if (!draftProblem) booking.mutate(draft);
  }

  return (
    <Stack gap="sm">
      <PickupForm pickup={pickup} />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Button onClick={book} loading={booking.isPending} w="fit-content">
        Book pickup
      </Button>
    </Stack>
  );
}
