import { Alert, Button, Container, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { PaymentMethod } from '#domain/shipments/order-status.ts';
import type { BatchStatus } from '#domain/shipments/schemas.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { formatDollars } from '../../lib/format-money.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { useSession } from '../auth/index.ts';
import { CardEntryError, useClientToken } from './card-fields.tsx';
import { CardPayment, type CardPaymentHandle } from './card-payment.tsx';
import { paymentsApi } from './payments-api.ts';
import { batchStatusQuery } from './checkout-api.ts';
import { DropOffLocations, DropOffMessages } from './drop-off-locations.tsx';
import { OrderSummary } from './order-summary.tsx';
import {
  pickupRequest,
  pickupsApi,
  type PickupDraft,
  PickupForm,
  usePickupForm,
} from '../pickups/index.ts';

import { successPath, type SuccessState } from './success-state.ts';
import { CheckoutLoadError } from './checkout-load-error.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

export const CheckoutMessages = {
  loadFailed: 'Failed to load checkout information. Please try again.',
  paymentFailed: (message: string) => `Payment failed: ${message}`,
  processingFailed: 'Payment processing failed. Please try again.',
} as const;

type Delivery = 'DROP_OFF' | 'PICKUP';

/** Checkout (spec sections 2 and 4): order summary, drop-off or pickup, card or invoice payment. */
export function CheckoutPage() {
  const { shippingBatchId = '' } = useParams();
  const status = useQuery(batchStatusQuery(shippingBatchId));

  if (status.isPending) return <CenteredLoader label="Loading checkout…" />;
  if (status.isError) {
    return <CheckoutLoadError message={CheckoutMessages.loadFailed} />;
  }
  if (status.data.paid) return <Navigate to={successPath(shippingBatchId)} replace />;
  return <CheckoutForm batch={status.data} />;
}

function CheckoutForm({ batch }: { batch: BatchStatus }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const batchId = batch.shippingBatchId;
  const trackingNumbers = batch.validRequests.map((order) => order.trackingNumber);
  const invoiceOffered = batch.paymentMethods.includes('INVOICE');

  const [delivery, setDelivery] = useState<Delivery>('DROP_OFF');
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod | null>(null);
  const method: PaymentMethod = chosenMethod ?? (invoiceOffered ? 'INVOICE' : 'CARD');
  const cardPayment = useRef<CardPaymentHandle>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submitting = useRef(false);
  const pickup = usePickupForm(trackingNumbers[0] ?? '', delivery === 'PICKUP');
  // Paid parcels must have a way to reach us: the server refuses the payment too.
  const nowhereToDropOff = delivery === 'DROP_OFF' && batch.dropOffLocations.length === 0;
  const payNoteId = useId();

  const queryClient = useQueryClient();
  const token = useClientToken(method === 'CARD');

  const payment = useMutation({
    /** Pays, then books the pickup as checked at the press of Pay, if there is one. */
    mutationFn: async (pickupDraft: PickupDraft | null): Promise<SuccessState> => {
      const card =
        method === 'CARD' && cardPayment.current
          ? await cardPayment.current.prepare()
          : { nonce: '', saveCard: false };
      await paymentsApi.pay(batchId, card.nonce, card.saveCard);
      if (!pickupDraft) return { delivery: 'DROP_OFF' };
      try {
        const booked = await pickupsApi.create(
          pickupRequest(batchId, trackingNumbers, pickupDraft),
        );
        return { delivery: 'PICKUP', pickup: booked };
      } catch (error) {
        return {
          delivery: 'PICKUP',
          pickupError: error instanceof Error ? error.message : String(error),
        };
      }
    },
    onSuccess: (state) => navigate(successPath(batchId), { state }),
    onError: async (error) => {
      if (error instanceof ApiRequestError && error.status === 409 && (await batchIsPaid())) {
        // Paid meanwhile (another tab, or a retried submit): nothing to charge, show the result.
        navigate(successPath(batchId));
        return;
      }
      submitting.current = false;
      setProblem(paymentProblem(error));
    },
  });

  async function batchIsPaid() {
    const fresh = await queryClient.fetchQuery(batchStatusQuery(batchId)).catch(() => null);
    return fresh?.paid === true;
  }

  function pay() {
    // Enter in the card fields asks to pay too, whether or not the button can be pressed.
    if (submitting.current || nowhereToDropOff) return;
    if (delivery === 'DROP_OFF') {
      startPayment(null);
      return;
    }
    void pickup.submit(startPayment, setProblem);
  }

  /** Pays, with the pickup as checked at the press of Pay, if there is one. */
  function startPayment(pickupDraft: PickupDraft | null) {
    // The pickup's check is asynchronous: a second press may have started paying meanwhile.
    if (submitting.current) return;
    submitting.current = true;
    setProblem(null);
    payment.mutate(pickupDraft);
  }

  const busy = payment.isPending || payment.isSuccess;
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Title order={1}>Checkout</Title>

        <Stack gap="sm" component="section" aria-labelledby="summary-title">
          <Title order={2} size="h3" id="summary-title">
            Order summary
          </Title>
          <OrderSummary orders={batch.validRequests} totalCost={batch.totalCost} />
        </Stack>

        <Paper withBorder p="md" component="section" aria-labelledby="delivery-title">
          <Stack gap="sm">
            <Title order={2} size="h3" id="delivery-title">
              Delivery option
            </Title>
            <Radio.Group
              value={delivery}
              onChange={(value) => setDelivery(value as Delivery)}
              label="How your parcel reaches us"
            >
              <Stack gap="xs" mt={4}>
                <Radio value="DROP_OFF" label="Drop off at a postal location" />
                <Radio
                  value="PICKUP"
                  label="Free pickup"
                  disabled={!batch.pickupEligible}
                  description={
                    batch.pickupEligible
                      ? undefined
                      : 'Free pickup is only available for senders in Greater Vancouver.'
                  }
                />
              </Stack>
            </Radio.Group>
            {delivery === 'DROP_OFF' ? (
              <DropOffLocations
                batch={batch}
                title="Drop-off locations near you"
                instead={batch.pickupEligible ? DropOffMessages.choosePickup : undefined}
              />
            ) : (
              <PickupForm pickup={pickup} />
            )}
          </Stack>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="payment-title">
          <Stack gap="sm">
            <Title order={2} size="h3" id="payment-title">
              Payment
            </Title>
            <Radio.Group
              value={method}
              onChange={(value) => {
                setChosenMethod(value as PaymentMethod);
                setProblem(null);
              }}
              label="How you pay"
            >
              <Stack gap="xs" mt={4}>
                {invoiceOffered && (
                  <Radio value="INVOICE" label="Invoice (added to your monthly bill)" />
                )}
                <Radio value="CARD" label="Credit or debit card" />
              </Stack>
            </Radio.Group>
            {method === 'CARD' && (
              <CardPayment ref={cardPayment} signedIn={Boolean(user)} onSubmitRequested={pay} />
            )}
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            {nowhereToDropOff && (
              <Text size="sm" id={payNoteId}>
                {batch.pickupEligible ? DropOffMessages.payWithPickup : DropOffMessages.cannotPay}
              </Text>
            )}
            <Button
              size="md"
              onClick={pay}
              loading={busy}
              renderRoot={focusableWhileLoading}
              disabled={busy || nowhereToDropOff || (method === 'CARD' && token.isError)}
              aria-describedby={nowhereToDropOff ? payNoteId : undefined}
            >
              {/* An invoice is not paid now: the button says what pressing it does. */}
              {method === 'CARD'
                ? `Pay ${formatDollars(batch.totalCost)} by card`
                : 'Place order on invoice'}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

/** What the user reads when paying did not work. */
function paymentProblem(error: Error): string {
  if (error instanceof CardEntryError) return error.message;
  if (error instanceof ApiRequestError && error.status > 0) {
    return CheckoutMessages.paymentFailed(error.message);
  }
  return CheckoutMessages.processingFailed;
}
