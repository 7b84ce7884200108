import {
  Alert,
  Button,
  Checkbox,
  Container,
  List,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { earliestPickupDate } from '#domain/shipments/pickup-rules.ts';
import type { PaymentMethod } from '#domain/shipments/order-status.ts';
import type { BatchStatus } from '#domain/shipments/schemas.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { useSession } from '../auth/session.ts';
import { CardFields, PAYMENT_INIT_FAILED, useClientToken, type CardNonce } from './card-fields.tsx';
import { batchStatusKey, checkoutApi, orderSenderKey } from './checkout-api.ts';
import { OrderSummary } from './order-summary.tsx';
import {
  initialPickupDraft,
  pickupDraftProblem,
  pickupRequest,
  type PickupDraft,
} from './pickup-details.ts';
import { PickupForm } from './pickup-form.tsx';
import { successPath, type SuccessState } from './success-state.ts';
import { CheckoutLoadError } from './checkout-load-error.tsx';

export const CheckoutMessages = {
  loadFailed: 'Failed to load checkout information. Please try again.',
  noDropOff: 'No drop-off locations available. Please contact customer support.',
  paymentFailed: (message: string) => `Payment failed: ${message}`,
  processingFailed: 'Payment processing failed. Please try again.',
  cardNeeded: 'Please enter your card details and press “Use this card” before paying.',
} as const;

type Delivery = 'DROP_OFF' | 'PICKUP';

/** Checkout (spec sections 2 and 4): order summary, drop-off or pickup, card or invoice payment. */
export function CheckoutPage() {
  const { shippingBatchId = '' } = useParams();
  const status = useQuery({
    queryKey: batchStatusKey(shippingBatchId),
    queryFn: ({ signal }) => checkoutApi.batchStatus(shippingBatchId, signal),
  });

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
  const [card, setCard] = useState<CardNonce | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [minDate] = useState(() => earliestPickupDate(new Date()));
  const [pickupChanges, setPickupChanges] = useState<Partial<PickupDraft>>({});
  const submitting = useRef(false);

  const firstTrackingNumber = trackingNumbers[0] ?? '';
  const sender = useQuery({
    queryKey: orderSenderKey(firstTrackingNumber),
    queryFn: ({ signal }) => checkoutApi.orderSender(firstTrackingNumber, signal),
    enabled: delivery === 'PICKUP' && firstTrackingNumber !== '',
  });
  const pickupDraft: PickupDraft = {
    ...initialPickupDraft(minDate, sender.data),
    ...pickupChanges,
  };

  const token = useClientToken(method === 'CARD');
  const onNonce = (nonce: CardNonce) => {
    setCard(nonce);
    setProblem(null);
  };

  const payment = useMutation({
    mutationFn: async (): Promise<SuccessState> => {
      const nonce = method === 'CARD' ? (card?.nonce ?? '') : '';
      try {
        await checkoutApi.pay(batchId, nonce, method === 'CARD' && saveCard);
      } catch (error) {
        // The nonce is single-use: a failed attempt needs the card entered again.
        setCard(null);
        throw error;
      }
      if (delivery !== 'PICKUP') return { delivery: 'DROP_OFF' };
      try {
        const pickup = await checkoutApi.createPickup(
          pickupRequest(batchId, trackingNumbers, pickupDraft),
        );
        return { delivery: 'PICKUP', pickup };
      } catch (error) {
        return {
          delivery: 'PICKUP',
          pickupError: error instanceof Error ? error.message : String(error),
        };
      }
    },
    onSuccess: (state) => navigate(successPath(batchId), { state }),
    onError: (error) => {
      submitting.current = false;
      setProblem(
        error instanceof ApiRequestError && error.status > 0
          ? CheckoutMessages.paymentFailed(error.message)
          : CheckoutMessages.processingFailed,
      );
    },
  });

  function pay() {
    if (submitting.current) return;
    if (method === 'CARD' && !card) {
      setProblem(token.isError ? PAYMENT_INIT_FAILED : CheckoutMessages.cardNeeded);
      return;
    }
    if (delivery === 'PICKUP') {
      const pickupProblem = pickupDraftProblem(pickupDraft, new Date());
      if (pickupProblem) {
        setProblem(pickupProblem);
        return;
      }
    }
    submitting.current = true;
    setProblem(null);
    payment.mutate();
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
              aria-labelledby="delivery-title"
            >
              <Stack gap="xs">
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
              <DropOffLocations locations={batch.dropOffLocations} />
            ) : (
              <PickupForm
                value={pickupDraft}
                minDate={minDate}
                onChange={(changes) => setPickupChanges((current) => ({ ...current, ...changes }))}
              />
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
              aria-labelledby="payment-title"
            >
              <Stack gap="xs">
                {invoiceOffered && (
                  <Radio value="INVOICE" label="Invoice (added to your monthly bill)" />
                )}
                <Radio value="CARD" label="Credit or debit card" />
              </Stack>
            </Radio.Group>
            {method === 'CARD' && (
              <>
                <CardFields onNonce={onNonce} />
                {card && (
                  <Text size="sm" role="status">
                    {card.brand} ending in {card.last4} is ready.
                  </Text>
                )}
                {user && (
                  <Checkbox
                    label="Save this card for my next checkout"
                    checked={saveCard}
                    onChange={(event) => setSaveCard(event.currentTarget.checked)}
                  />
                )}
              </>
            )}
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Button
              size="md"
              onClick={pay}
              loading={busy}
              disabled={busy || (method === 'CARD' && token.isError)}
            >
              Pay
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

function DropOffLocations({ locations }: { locations: string[] }) {
  if (locations.length === 0) return <Text c="red">{CheckoutMessages.noDropOff}</Text>;
  return (
    <Stack gap={4}>
      <Text fw={600}>Drop-off locations near you</Text>
      <List>
        {locations.map((location) => (
          <List.Item key={location}>{location}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
