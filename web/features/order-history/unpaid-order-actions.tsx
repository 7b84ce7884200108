import { Button, Text } from '@mantine/core';
import { IconCreditCard, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { generatePath, Link, useNavigate } from 'react-router';
import { DiscardedOrderSchema } from '#domain/shipments/discard.ts';
import type { OrderListItem } from '#domain/shipments/order-list.ts';
import { ValidateShipmentResponseSchema } from '#domain/shipments/validate-response.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';
import { useConfirmedChange } from './use-confirmed-change.ts';

const checkoutPath = (shippingBatchId: string) =>
  generatePath(SiteRoutes.checkout, { shippingBatchId });

/** An order that never reached checkout (a bulk row not finalized) gets a checkout of its own. */
const openCheckout = async ({ trackingNumber, serviceCode }: OrderListItem) =>
  (
    await apiRequest('/web/ship/validate', ValidateShipmentResponseSchema, {
      body: { batchId: null, shippingRequests: [{ trackingNumber, serviceCode }] },
    })
  ).shippingBatchId;

const discardOrder = (trackingNumber: string) =>
  apiRequest(`/web/order/${encodeURIComponent(trackingNumber)}/discard`, DiscardedOrderSchema, {
    body: {},
  });

/**
 * Pay and Discard for an unpaid order, in place of Print Label (it has no label yet): Pay goes
 * back to its checkout; Discard asks first, then the order leaves the lists and counters.
 */
export function UnpaidOrderActions({ order }: { order: OrderListItem }) {
  const navigate = useNavigate();
  const { trackingNumber, shippingBatchId } = order;
  const pay = useMutation({
    mutationFn: () => openCheckout(order),
    onSuccess: (batchId) => navigate(checkoutPath(batchId)),
  });
  const discard = useConfirmedChange(() => discardOrder(trackingNumber));
  const payLabel = `Pay for ${trackingNumber}`;
  return (
    <>
      {shippingBatchId ? (
        <Button
          component={Link}
          to={checkoutPath(shippingBatchId)}
          size="xs"
          aria-label={payLabel}
          leftSection={<IconCreditCard size={14} aria-hidden />}
        >
          Pay
        </Button>
      ) : (
        <Button
          size="xs"
          aria-label={payLabel}
          leftSection={<IconCreditCard size={14} aria-hidden />}
          loading={pay.isPending}
          renderRoot={focusableWhileLoading}
          onClick={() => pay.mutate()}
        >
          Pay
        </Button>
      )}
      <Button
        size="xs"
        variant="outline"
        color="red"
        aria-label={`Discard ${trackingNumber}`}
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={discard.ask}
      >
        Discard
      </Button>
      {pay.error && (
        <Text size="xs" c="red" role="alert" w="100%" ta="right">
          {pay.error.message}
        </Text>
      )}
      <ConfirmDialog
        {...discard.dialog}
        title={`Discard order ${trackingNumber}?`}
        confirmLabel="Discard order"
        dismissLabel="Keep order"
      >
        <Text>
          The unpaid order to <strong>{order.recipientName}</strong> leaves your order history and
          cannot be paid any more. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </>
  );
}
