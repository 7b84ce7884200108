import { Alert, Box, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { checkoutApi } from './checkout-api.ts';

export const PAYMENT_INIT_FAILED = 'Failed to initialize payment system. Please try again.';
const NONCE_MESSAGE_TYPE = 'maplepost-sandbox-nonce';

export type CardNonce = { nonce: string; brand: string; last4: string };

function readNonceMessage(data: unknown): CardNonce | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type !== NONCE_MESSAGE_TYPE || typeof message.nonce !== 'string') return null;
  return {
    nonce: message.nonce,
    brand: typeof message.brand === 'string' ? message.brand : 'Card',
    last4: typeof message.last4 === 'string' ? message.last4 : '',
  };
}

/** The payment provider's client token; the Pay button and the card form share it. */
export function useClientToken(enabled = true) {
  return useQuery({
    queryKey: ['checkout', 'client-token'],
    queryFn: ({ signal }) => checkoutApi.clientToken(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/**
 * The provider's hosted card fields (spec section 7): card data is typed inside the provider's
 * iframe; this page only receives the single-use nonce the iframe posts back.
 */
export function CardFields({ onNonce }: { onNonce: (nonce: CardNonce) => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const token = useClientToken();

  useEffect(() => {
    function receive(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (frame.current && event.source !== frame.current.contentWindow) return;
      const nonce = readNonceMessage(event.data);
      if (nonce) onNonce(nonce);
    }
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [onNonce]);

  if (token.isError) {
    return (
      <Alert color="red" role="alert">
        {PAYMENT_INIT_FAILED}
      </Alert>
    );
  }
  if (!token.data) return <Text c="dimmed">Loading the card form…</Text>;
  return (
    <Box>
      <iframe
        ref={frame}
        title="Card details"
        src={`/payments/sandbox/hosted-fields?clientToken=${encodeURIComponent(token.data.clientToken)}`}
        style={{ width: '100%', maxWidth: 480, height: 290, border: 0, display: 'block' }}
      />
      <Text size="sm" c="dimmed">
        Enter your card and press “Use this card”, then Pay.
      </Text>
    </Box>
  );
}
