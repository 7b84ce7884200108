import { Button, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  DiscardedBatchOrdersSchema,
  type DiscardedBatchOrders,
} from '#domain/shipments/discard.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useConfirmedChange } from './use-confirmed-change.ts';

const discardBatchUnpaid = (batchId: string) =>
  apiRequest(
    `/web/batch/discard-unpaid/${encodeURIComponent(batchId)}`,
    DiscardedBatchOrdersSchema,
    { body: {} },
  );

const ordersWord = (count: number) => `${count} unpaid order${count === 1 ? '' : 's'}`;

/** What the discard did, in a sentence. */
export function discardedSentence(batchId: string, { discarded, inPayment }: DiscardedBatchOrders) {
  const done = `${ordersWord(discarded)} of batch ${batchId} discarded.`;
  return inPayment === 0
    ? done
    : `${done} ${ordersWord(inPayment)} kept: their payment is in progress.`;
}

/**
 * For the bulk review: rather than finalize, discard the batch's orders that were never paid,
 * after a confirmation. Paid orders of the batch stay; `onDiscarded` follows the discard.
 */
export function DiscardBatchUnpaid({
  batchId,
  onDiscarded,
}: {
  batchId: string;
  onDiscarded: () => void;
}) {
  const discard = useConfirmedChange(
    () => discardBatchUnpaid(batchId),
    (answer) => {
      // The notifications code loads on this rare success, not with the bulk wizard.
      void import('../../ui/notify.ts').then(({ notifySuccess }) =>
        notifySuccess(discardedSentence(batchId, answer)),
      );
      onDiscarded();
    },
  );
  return (
    <Group justify="flex-end" gap="sm">
      <Text size="sm" c="dimmed">
        Not shipping these after all?
      </Text>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={discard.ask}
      >
        Discard unpaid orders
      </Button>
      <ConfirmDialog
        {...discard.dialog}
        title={`Discard the unpaid orders of batch ${batchId}?`}
        confirmLabel="Discard unpaid orders"
        dismissLabel="Keep orders"
      >
        <Text>
          The orders of this batch that were not paid leave your order history and cannot be paid
          any more. Paid orders are kept. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </Group>
  );
}
