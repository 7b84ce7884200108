import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from 'react';
import {
  HostedFieldsMessage,
  HOSTED_FIELDS_FAILURES,
  type HostedFieldsFailure,
} from '#domain/checkout/hosted-fields-protocol.ts';
import type { CardNonce } from '#domain/checkout/schemas.ts';
import { paymentKeys, paymentsApi } from './payments-api.ts';

/** Spec section 8's payment-system messages, and ours for an expired client token. */
export const CardMessages = {
  initFailed: 'Failed to initialize payment system. Please try again.',
  formFailed: 'Failed to initialize payment form. Please try again.',
  notInitialized: 'Payment system not initialized. Please try again.',
  cardRefused: 'Failed to process payment. Please check your card details and try again.',
  unavailable: 'Payment system not available. Please try again later.',
  expired: 'The card form had expired and has been reloaded. Please enter your card again.',
  savedCardExpired: 'The payment session had expired and has been renewed. Please press Pay again.',
} as const;

const FAILURE_MESSAGES: Record<HostedFieldsFailure, string> = {
  card: CardMessages.cardRefused,
  expired: CardMessages.expired,
  unavailable: CardMessages.unavailable,
};

// The iframe posts "ready" as soon as its script runs; this long means it never will.
const FORM_LOAD_TIMEOUT_MS = 15_000;
// Tokenizing is one request to the vendor; past this the vendor is not answering.
const TOKENIZE_TIMEOUT_MS = 30_000;
// The form without messages, until the iframe says how tall it is; any height it asks for is
// kept within reason, whatever else posts to this page.
const FRAME_HEIGHT = { initial: 160, min: 100, max: 600 };

/** A card the user could not pay with yet; its message is meant for them. */
export class CardEntryError extends Error {
  override name = 'CardEntryError';
}

/** What the checkout page can ask of the card fields. */
export type HostedCardFields = {
  /** Turns what the user typed into a single-use nonce, or fails with a CardEntryError. */
  tokenize(): Promise<CardNonce>;
};

type PendingTokenize = {
  resolve: (nonce: CardNonce) => void;
  reject: (error: CardEntryError) => void;
};

/** The provider's client token; the card fields and the saved cards use it. */
export function useClientToken(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.clientToken(),
    queryFn: ({ signal }) => paymentsApi.clientToken(signal),
    // A new token reloads the card form and loses what was typed, so it is fetched once per
    // visit to checkout; a token that expires meanwhile is replaced when tokenizing says so.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    enabled,
  });
}

/** The iframe's messages, read defensively: anything else on the page may post messages too. */
function readFrameMessage(data: unknown) {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  const requestId = typeof message.requestId === 'string' ? message.requestId : '';
  switch (message.type) {
    case HostedFieldsMessage.ready:
      return { kind: 'ready' } as const;
    case HostedFieldsMessage.submitRequested:
      return { kind: 'submitRequested' } as const;
    case HostedFieldsMessage.resize:
      if (typeof message.height !== 'number' || !Number.isFinite(message.height)) return null;
      return {
        kind: 'resize',
        height: Math.min(Math.max(message.height, FRAME_HEIGHT.min), FRAME_HEIGHT.max),
      } as const;
    case HostedFieldsMessage.nonce:
      if (typeof message.nonce !== 'string') return null;
      return {
        kind: 'nonce',
        requestId,
        nonce: {
          nonce: message.nonce,
          brand: typeof message.brand === 'string' ? message.brand : 'Card',
          last4: typeof message.last4 === 'string' ? message.last4 : '',
        },
      } as const;
    case HostedFieldsMessage.failed: {
      const failure = HOSTED_FIELDS_FAILURES.find((known) => known === message.failure);
      return { kind: 'failed', requestId, failure: failure ?? 'unavailable' } as const;
    }
    default:
      return null;
  }
}

/**
 * The provider's hosted card fields (spec section 7): card data is typed inside the provider's
 * iframe; this page asks it to tokenize when the user pays and receives only the nonce.
 */
export function CardFields({
  ref,
  onSubmitRequested,
}: {
  ref: Ref<HostedCardFields>;
  /** The user pressed Enter in a card field. */
  onSubmitRequested: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pending = useRef(new Map<string, PendingTokenize>());
  const token = useClientToken();
  const clientToken = token.data?.clientToken;
  const refetchToken = token.refetch;
  // Each token loads its own form: remember which form said it was ready, or never did.
  const [readyToken, setReadyToken] = useState<string | null>(null);
  const [failedToken, setFailedToken] = useState<string | null>(null);
  const [frameHeight, setFrameHeight] = useState(FRAME_HEIGHT.initial);
  const ready = clientToken !== undefined && readyToken === clientToken;
  const loadFailed = clientToken !== undefined && failedToken === clientToken;

  useEffect(() => {
    if (!clientToken || ready) return;
    const timer = setTimeout(() => setFailedToken(clientToken), FORM_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [clientToken, ready]);

  const submitRequested = useEffectEvent(onSubmitRequested);
  useEffect(() => {
    const requests = pending.current;
    function receive(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = readFrameMessage(event.data);
      if (!message) return;
      if (message.kind === 'ready') setReadyToken(clientToken ?? null);
      else if (message.kind === 'submitRequested') submitRequested();
      else if (message.kind === 'resize') setFrameHeight(message.height);
      else {
        const request = requests.get(message.requestId);
        requests.delete(message.requestId);
        if (message.kind === 'nonce') request?.resolve(message.nonce);
        else {
          request?.reject(new CardEntryError(FAILURE_MESSAGES[message.failure]));
          // A new client token reloads the iframe with a fresh form.
          if (message.failure === 'expired') void refetchToken();
        }
      }
    }
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [refetchToken, clientToken]);

  useImperativeHandle(
    ref,
    () => ({
      tokenize() {
        const target = frame.current?.contentWindow;
        if (!ready || !target)
          return Promise.reject(new CardEntryError(CardMessages.notInitialized));
        const requestId = crypto.randomUUID();
        return new Promise<CardNonce>((resolve, reject) => {
          const timer = setTimeout(() => {
            pending.current.delete(requestId);
            reject(new CardEntryError(CardMessages.unavailable));
          }, TOKENIZE_TIMEOUT_MS);
          pending.current.set(requestId, {
            resolve: (nonce) => (clearTimeout(timer), resolve(nonce)),
            reject: (error) => (clearTimeout(timer), reject(error)),
          });
          target.postMessage(
            { type: HostedFieldsMessage.tokenize, requestId },
            window.location.origin,
          );
        });
      },
    }),
    [ready],
  );

  if (token.isError) {
    return (
      <Alert color="red" role="alert">
        {CardMessages.initFailed}
      </Alert>
    );
  }
  if (!clientToken) return <Text c="dimmed">Loading the card form…</Text>;
  if (loadFailed) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <span>{CardMessages.formFailed}</span>
          <Button variant="white" size="xs" onClick={() => void refetchToken()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Box>
      <iframe
        ref={frame}
        // A new token means a new form: remount so the iframe loads it.
        key={clientToken}
        title="Card details"
        src={`/payments/sandbox/hosted-fields?clientToken=${encodeURIComponent(clientToken)}`}
        style={{ width: '100%', maxWidth: 480, height: frameHeight, border: 0, display: 'block' }}
      />
      <Text size="sm" c="dimmed">
        Sandbox mode: no real card is charged. Test cards: 4111 1111 1111 1111 is approved, 4000
        0000 0000 0002 is declined; any future expiry and any 3-digit CVV.
      </Text>
    </Box>
  );
}
