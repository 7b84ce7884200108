import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { SavedCard } from '#domain/checkout/schemas.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import {
  CardEntryError,
  CardFields,
  CardMessages,
  useClientToken,
  type HostedCardFields,
} from './card-fields.tsx';
import { paymentKeys, paymentsApi } from './payments-api.ts';

const NEW_CARD = 'new';

/** What paying by card sends: the single-use nonce, and whether to keep the card. */
export type CardPaymentDetails = { nonce: string; saveCard: boolean };

/** What the checkout page asks when the user presses Pay. */
export type CardPaymentHandle = {
  /** The nonce of the chosen card, or a CardEntryError saying why there is none. */
  prepare(): Promise<CardPaymentDetails>;
};

const cardLabel = (card: Pick<SavedCard, 'brand' | 'last4'>) =>
  `${card.brand} ending in ${card.last4}`;

/**
 * The saved card's nonce, with the provider's failures said the way the card form says them. An
 * expired client token is replaced, as the card form does, so the next press of Pay works.
 */
async function savedCardNonce(
  clientToken: string | undefined,
  savedCardToken: string,
  replaceClientToken: () => void,
) {
  if (!clientToken) throw new CardEntryError(CardMessages.notInitialized);
  try {
    return (await paymentsApi.tokenizeSavedCard(clientToken, savedCardToken)).nonce;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      throw new CardEntryError(error.message);
    }
    if (error instanceof ApiRequestError && error.status === 401) {
      replaceClientToken();
      throw new CardEntryError(CardMessages.savedCardExpired);
    }
    throw new CardEntryError(CardMessages.unavailable);
  }
}

/**
 * Card payment: a signed-in user's saved cards (the most recent chosen), or a new card typed in
 * the provider's hosted fields, which a signed-in user may save for next time.
 */
export function CardPayment({
  ref,
  signedIn,
  onSubmitRequested,
}: {
  ref: Ref<CardPaymentHandle>;
  signedIn: boolean;
  onSubmitRequested: () => void;
}) {
  const fields = useRef<HostedCardFields>(null);
  const token = useClientToken();
  const refetchToken = token.refetch;
  const savedCards = useQuery({
    queryKey: paymentKeys.savedCards(),
    queryFn: ({ signal }) => paymentsApi.savedCards(signal),
    enabled: signedIn,
  });
  const cards = savedCards.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const choice = chosen ?? cards.at(-1)?.token ?? NEW_CARD;
  const [saveCard, setSaveCard] = useState(false);

  useImperativeHandle(
    ref,
    () => ({
      async prepare() {
        if (choice !== NEW_CARD) {
          const nonce = await savedCardNonce(token.data?.clientToken, choice, () => {
            void refetchToken();
          });
          return { nonce, saveCard: false };
        }
        if (!fields.current) throw new CardEntryError(CardMessages.notInitialized);
        const { nonce } = await fields.current.tokenize();
        return { nonce, saveCard: signedIn && saveCard };
      },
    }),
    [choice, token.data?.clientToken, refetchToken, signedIn, saveCard],
  );

  // Saved cards take a moment; the choice waits for them rather than jumping under the user.
  if (signedIn && savedCards.isPending) return <Text c="dimmed">Loading your saved cards…</Text>;
  return (
    <Stack gap="sm">
      {cards.length > 0 && (
        <Radio.Group label="Pay with" value={choice} onChange={setChosen}>
          <Stack gap="xs" mt={4}>
            {cards.map((card) => (
              <Radio key={card.token} value={card.token} label={`Saved ${cardLabel(card)}`} />
            ))}
            <Radio value={NEW_CARD} label="A new card" />
          </Stack>
        </Radio.Group>
      )}
      {choice === NEW_CARD && (
        <>
          <CardFields ref={fields} onSubmitRequested={onSubmitRequested} />
          {signedIn && (
            <Checkbox
              label="Save this card for my next checkout"
              checked={saveCard}
              onChange={(event) => setSaveCard(event.currentTarget.checked)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
