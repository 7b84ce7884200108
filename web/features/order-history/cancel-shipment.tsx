import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatDollars } from '#domain/common/money.ts';
import { CancellationSchema, type Cancellation } from '#domain/shipments/cancellation.ts';
import { isCancellable } from '#domain/shipments/order-status.ts';
import type { OrderListItem } from '#domain/shipments/order-list.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';
import { trackingKeys } from '../tracking/index.ts';
import { orderKeys } from './order-history-api.ts';

const cancelShipment = (trackingNumber: string) =>
  apiRequest(`/web/order/${encodeURIComponent(trackingNumber)}/cancel`, CancellationSchema, {
    body: {},
  });

/** Where the money of a cancelled shipment went, in the customer's words. */
function refundSentence({ refund }: Cancellation): string {
  const amount = formatDollars(refund.amount);
  if (refund.method === 'INVOICE') return `${amount} is off your monthly invoice.`;
  if (refund.state === 'REFUNDED') return `${amount} is on its way back to your card.`;
  return `The refund of ${amount} to your card has not gone through yet. We keep trying, or you can try it again now.`;
}

/**
 * Cancel before pickup, under an order's tracking detail: offered while the carrier does not have
 * the parcel yet, confirmed in a dialog, then the order and its tracking are read again. A card
 * refund that did not go through can be tried again from here.
 */
export function CancelShipment({ order }: { order: OrderListItem }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // Kept apart from the mutation, whose answer is forgotten while a refund is tried again.
  const [cancellation, setCancellation] = useState<Cancellation | null>(null);
  const cancel = useMutation({
    mutationFn: () => cancelShipment(order.trackingNumber),
    onSuccess: (answer) => {
      setCancellation(answer);
      setConfirming(false);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: trackingKeys.parcel(order.trackingNumber) }),
      ]);
    },
  });
  const close = () => {
    setConfirming(false);
    cancel.reset();
  };

  if (cancellation) {
    return <Cancelled cancellation={cancellation} retry={cancel} />;
  }
  if (!isCancellable(order.orderStatus)) return null;
  return (
    <>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={420}>
          Not sending it after all? Until the carrier has the parcel, you can cancel it and get your
          money back.
        </Text>
        <Button
          size="xs"
          variant="outline"
          color="red"
          leftSection={<IconCircleX size={14} aria-hidden />}
          aria-label={`Cancel shipment ${order.trackingNumber}`}
          onClick={() => setConfirming(true)}
        >
          Cancel shipment
        </Button>
      </Group>
      <ConfirmDialog
        open={confirming}
        title={`Cancel shipment ${order.trackingNumber}?`}
        confirmLabel="Cancel shipment"
        dismissLabel="Keep shipment"
        pending={cancel.isPending}
        error={cancel.error?.message}
        onClose={close}
        onConfirm={() => cancel.mutate()}
      >
        <Text>
          The parcel to <strong>{order.recipientName}</strong> will not be collected, its label
          stops working and you get your money back. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </>
  );
}

/**
 * What the cancellation did with the money. It takes the focus when it appears, in place of the
 * button and dialog that are gone, so a keyboard or screen reader user hears it and goes on from it.
 */
function Cancelled({
  cancellation,
  retry,
}: {
  cancellation: Cancellation;
  retry: { isPending: boolean; mutate: () => void };
}) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const pending = cancellation.refund.state === 'PENDING';
  return (
    <Alert color={pending ? 'yellow' : 'green'} role="status">
      <Text fw={700} size="sm" ref={heading} tabIndex={-1}>
        Shipment {cancellation.trackingNumber} cancelled
      </Text>
      <Text size="sm">{refundSentence(cancellation)}</Text>
      {pending && (
        <Button
          mt="sm"
          size="xs"
          variant="default"
          loading={retry.isPending}
          renderRoot={focusableWhileLoading}
          onClick={() => retry.mutate()}
        >
          Try the refund again
        </Button>
      )}
    </Alert>
  );
}
