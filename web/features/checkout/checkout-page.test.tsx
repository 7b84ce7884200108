import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BatchStatus } from '#domain/shipments/schemas.ts';
import { mockFetch, requestBody, type MockAnswer } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { BATCH_ID, TEST_PICKUP, TEST_SENDER, testBatch } from './test-batches.ts';

const STATUS = `GET /web/ship/status/${BATCH_ID}`;
const PAY = `POST /web/ship/payment/${BATCH_ID}`;
const PICKUP = 'POST /web/pickup/create';
const TOKEN = 'GET /web/payment/sandbox/clientToken?mode=sandbox';
const SESSION = 'GET /web/auth/session';
const SENDER = `GET /web/order/${TEST_SENDER.trackingNumber}`;

const PAID = {
  status: 200,
  body: {
    shippingBatchId: BATCH_ID,
    paid: true,
    paymentMethod: 'CARD',
    amount: 18.5,
    trackingNumbers: [TEST_SENDER.trackingNumber],
  },
};

function renderCheckout(batch: BatchStatus | MockAnswer, answers: Record<string, MockAnswer> = {}) {
  const fetchMock = mockFetch({
    [STATUS]: 'status' in batch ? batch : { status: 200, body: batch },
    [TOKEN]: { status: 200, body: { clientToken: 'token-1' } },
    [SESSION]: { status: 401, body: { message: 'Not signed in.' } },
    [SENDER]: { status: 200, body: TEST_SENDER },
    ...answers,
  });
  const rendered = renderWithProviders(<CheckoutPage />, {
    route: `/checkout/${BATCH_ID}`,
    path: '/checkout/:shippingBatchId',
  });
  return { ...rendered, fetchMock };
}

const radio = (name: string) => screen.getByRole('radio', { name });
const formBody = (fetchMock: ReturnType<typeof mockFetch>, key: string) => {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
  return Object.fromEntries(new URLSearchParams(String(call?.[1]?.body)));
};

/** What the sandbox card iframe posts once the card is tokenized. */
function postNonce(nonce: string) {
  const frame = screen.getByTitle('Card details') as HTMLIFrameElement;
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: 'maplepost-sandbox-nonce', nonce, brand: 'Visa', last4: '1111' },
      origin: window.location.origin,
      source: frame.contentWindow,
    }),
  );
}

describe('CheckoutPage', () => {
  it('shows Error and a way back to /shipping when the batch cannot load', async () => {
    const { user, location } = renderCheckout({
      status: 404,
      body: { message: 'This shipment was not found.' },
    });

    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(
      screen.getByText('Failed to load checkout information. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Shipping' }));
    expect(location()).toBe('/shipping');
  });

  it('lists the orders and the total, and defaults to drop-off with its locations', async () => {
    renderCheckout(testBatch());

    expect(await screen.findByText('MP123456785CA')).toBeInTheDocument();
    expect(screen.getByText('Expedited Parcel')).toBeInTheDocument();
    expect(screen.getByText('Total: $18.50')).toBeInTheDocument();
    expect(radio('Drop off at a postal location')).toBeChecked();
    expect(screen.getByText('Canada Post, 349 W Georgia St, Vancouver')).toBeInTheDocument();
  });

  it('says when there are no drop-off locations', async () => {
    renderCheckout(testBatch({ dropOffLocations: [] }));

    expect(
      await screen.findByText('No drop-off locations available. Please contact customer support.'),
    ).toBeInTheDocument();
  });

  it('offers pickup only when the batch is eligible', async () => {
    renderCheckout(testBatch({ pickupEligible: false }));

    expect(await screen.findByRole('radio', { name: /Free pickup/ })).toBeDisabled();
  });

  it('shows the pickup form with the sender as contact, and checks the time order', async () => {
    const { user } = renderCheckout(testBatch({ pickupEligible: true }));

    await user.click(await screen.findByRole('radio', { name: 'Free pickup' }));
    expect(await screen.findByDisplayValue('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByLabelText('Contact email')).toHaveValue('grace@example.com');
    const earliest = screen.getByLabelText('Earliest pickup time');
    expect(
      within(earliest)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      ...['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM'],
      ...['12:30 PM', '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM'],
      ...['4:00 PM', '4:30 PM', '5:00 PM'],
    ]);
    await user.selectOptions(earliest, '17:00');
    expect(
      screen.getByText('Earliest pickup time must be before latest pickup time'),
    ).toBeInTheDocument();
  });

  it('offers invoice only when the account may use it, and then defaults to it', async () => {
    renderCheckout(testBatch({ paymentMethods: ['CARD', 'INVOICE'] }));

    expect(await screen.findByRole('radio', { name: /Invoice/ })).toBeChecked();
    expect(radio('Credit or debit card')).not.toBeChecked();
  });

  it('defaults to card, with the card iframe, when invoice is not offered', async () => {
    renderCheckout(testBatch());

    expect(await screen.findByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Invoice/ })).not.toBeInTheDocument();
    expect(await screen.findByTitle('Card details')).toHaveAttribute(
      'src',
      '/payments/sandbox/hosted-fields?clientToken=token-1',
    );
  });

  it('says when the payment system cannot start', async () => {
    renderCheckout(testBatch(), { [TOKEN]: { status: 500, body: { message: 'Down.' } } });

    expect(
      await screen.findByText('Failed to initialize payment system. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('shows the decline message when the card payment fails', async () => {
    const { user, fetchMock } = renderCheckout(testBatch(), {
      [PAY]: { status: 402, body: { message: 'Your card was declined.' } },
    });

    await screen.findByTitle('Card details');
    postNonce('nonce-1');
    await user.click(await screen.findByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Payment failed: Your card was declined.')).toBeInTheDocument();
    expect(formBody(fetchMock, PAY)).toEqual({
      paymentNonce: 'nonce-1',
      saveCard: 'false',
      mode: 'sandbox',
    });
  });

  it('pays by card and opens the success page', async () => {
    const { user, location, fetchMock } = renderCheckout(testBatch(), { [PAY]: PAID });

    await screen.findByTitle('Card details');
    postNonce('nonce-2');
    await user.click(await screen.findByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(location()).toBe(`/shipping/success/${BATCH_ID}`));
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/payment/B')),
    ).toHaveLength(1);
  });

  it('pays by invoice with an empty nonce, books the pickup in 24-hour times, then succeeds', async () => {
    const { user, location, fetchMock } = renderCheckout(
      testBatch({ pickupEligible: true, paymentMethods: ['CARD', 'INVOICE'] }),
      {
        [PAY]: { ...PAID, body: { ...PAID.body, paymentMethod: 'INVOICE' } },
        [PICKUP]: { status: 201, body: TEST_PICKUP },
      },
    );

    await user.click(await screen.findByRole('radio', { name: 'Free pickup' }));
    await screen.findByDisplayValue('Grace Hopper');
    await user.selectOptions(screen.getByLabelText('Latest pickup time'), '13:30');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(location()).toBe(`/shipping/success/${BATCH_ID}`));
    expect(formBody(fetchMock, PAY)).toMatchObject({ paymentNonce: '', mode: 'sandbox' });
    expect(requestBody(fetchMock, PICKUP)).toMatchObject({
      shippingBatchId: BATCH_ID,
      trackingNumbers: ['MP123456785CA'],
      earliestTime: '09:00',
      latestTime: '13:30',
      contactName: 'Grace Hopper',
      contactPhone: '6045550100',
      address: '',
    });
  });

  it('goes straight to the success page when the batch is already paid', async () => {
    const { location } = renderCheckout(testBatch({ paid: true }));

    await waitFor(() => expect(location()).toBe(`/shipping/success/${BATCH_ID}`));
  });
});
