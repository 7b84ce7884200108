import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';
import { formatDollars } from '../../lib/format-money.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { batchStatusQuery } from './checkout-api.ts';
import { CheckoutLoadError } from './checkout-load-error.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { CommercialInvoiceLink, PrintBatchLabels, usePrintLabel } from '../labels/index.ts';
import { useSession } from '../auth/index.ts';

import { OrderSummary } from './order-summary.tsx';
import { readSuccessState } from './success-state.ts';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

export const SuccessMessages = {
  loadFailed: 'Failed to load your shipment. Please try again.',
  notPaid: 'This shipment has not been paid yet.',
} as const;

/** Payment success (spec section 2): what was bought, labels, pickup or drop-off, tracking links. */
export function ShippingSuccessPage() {
  const { shippingBatchId = '' } = useParams();
  const handedOver = readSuccessState(useLocation().state);
  const status = useQuery({
    ...batchStatusQuery(shippingBatchId),
    // Checkout cached the batch before it was paid: read it again.
    refetchOnMount: 'always',
  });
  const label = usePrintLabel();
  const { user } = useSession();

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
        <PrintBatchLabels shippingBatchId={shippingBatchId} />
        {label.problem && (
          <Alert color="red" role="alert">
            {label.problem}
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
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Print Label for ${order.trackingNumber}`}
                  loading={label.printing === order.trackingNumber}
                  renderRoot={focusableWhileLoading}
                  onClick={() => label.print(order.trackingNumber)}
                >
                  Print Label
                </Button>
                {order.hasCommercialInvoice && (
                  <CommercialInvoiceLink trackingNumber={order.trackingNumber} />
                )}
              </Group>
            ),
          }}
        />
        <DeliverySection batch={batch} handedOver={handedOver} />
        <Group gap="sm">
          <Button component={Link} to="/shipping" variant="default">
            Ship another parcel
          </Button>
          {/* The batch's orders, found again later by this shareable address (Order History is signed-in only). */}
          {user && (
            <Button
              component={Link}
              to={`${SiteRoutes.orderHistory}?${new URLSearchParams({ batchId: shippingBatchId })}`}
              variant="default"
            >
              See these orders in Order History
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
