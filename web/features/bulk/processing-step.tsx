import { Alert, Anchor, Badge, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import type { ProcessedOrder } from '#domain/bulk/schemas.ts';
import { BulkWizardMessages as Messages } from '#domain/bulk/messages.ts';
import { processedStatusLabel, progressPercent } from '#domain/bulk/wizard-rules.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { useBatchProgress } from './progress/use-batch-progress.ts';

/** Spec section 9: the wizard waits this long after COMPLETED before it shows review. */
export const REVIEW_DELAY_MS = 1000;

type ProcessingStepProps = {
  batchId: string;
  uploadId: string;
  /** How many orders the upload sent: the count to show until the feed's first message says. */
  sentOrders: number;
  /** Called once processing COMPLETED and the delay passed, with every processed order. */
  onCompleted: (orders: ProcessedOrder[]) => void;
};

/**
 * Step 5, Processing Orders (spec sections 2 and 4): the live progress of the upload, with no
 * navigation. Leaving this step unmounts the feed, which closes it.
 */
export function ProcessingStep({
  batchId,
  uploadId,
  sentOrders,
  onCompleted,
}: ProcessingStepProps) {
  // One target object per upload, so the feed is not reopened on every render.
  const target = useMemo(() => ({ batchId, uploadId }), [batchId, uploadId]);
  const progress = useBatchProgress(target);
  const done = progress.successCount + progress.failureCount;
  const totalOrders = progress.totalOrders || sentOrders;
  const percent = progressPercent(
    progress.successCount,
    progress.failureCount,
    progress.totalOrders,
  );
  const completed = progress.status === 'COMPLETED';
  // A FAILED or NOT_FOUND upload ends the stream without a review to show.
  const failed =
    progress.error !== null || progress.status === 'FAILED' || progress.status === 'NOT_FOUND';
  const { orders } = progress;
  // The delay runs once from COMPLETED and hands over the orders as they are when it ends.
  const latest = useRef({ orders, onCompleted });
  useEffect(() => {
    latest.current = { orders, onCompleted };
  });

  useEffect(() => {
    if (!completed || failed) return;
    const timer = setTimeout(
      () => latest.current.onCompleted(latest.current.orders),
      REVIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [completed, failed]);

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="processing-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="processing-heading">
          Processing Orders
        </Title>
        <Progress
          value={percent}
          size="xl"
          radius="xl"
          // The feed reports every few rows: the bar glides from one value to the next.
          transitionDuration={200}
          striped={!completed && !failed}
          animated={!completed && !failed}
          aria-label="Orders processed"
        />
        <Text fw={700} size="xl">
          {percent}%
        </Text>
        <Text role="status">{Messages.processingCount(done, totalOrders)}</Text>
        {failed && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {Messages.trackingFailed}{' '}
            <Anchor component={Link} to={SiteRoutes.orderHistory}>
              Open Order History
            </Anchor>
          </Alert>
        )}
        {orders.length > 0 && <FinishedOrders orders={orders} />}
      </Stack>
    </Paper>
  );
}

/** The rows processed so far, each as it finishes. */
function FinishedOrders({ orders }: { orders: ProcessedOrder[] }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label="Processed orders" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>Recipient</Table.Th>
            <Table.Th>Tracking Number</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <FinishedOrder key={order.rowNumber} order={order} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One finished row; drawn once, as each message of the feed only adds rows. */
const FinishedOrder = memo(function FinishedOrder({ order }: { order: ProcessedOrder }) {
  return (
    <Table.Tr>
      <Table.Td>{order.rowNumber}</Table.Td>
      <Table.Td>{order.orderDetails.recipientName}</Table.Td>
      <Table.Td>{order.trackingNumber ?? 'N/A'}</Table.Td>
      <Table.Td>
        <Badge color={order.processingStatus === 'SUCCESS' ? 'green.9' : 'red.9'} tt="none">
          {processedStatusLabel(order.processingStatus)}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
});
