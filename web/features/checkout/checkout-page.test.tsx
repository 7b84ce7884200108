import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { GeoSuggestion } from '#domain/geo/schemas.ts';
import { ROYAL_CENTRE_SUGGESTION, SAMPLE_PLACES } from '#domain/test-support/sample-addresses.ts';
import type { BatchStatus } from '#domain/shipments/schemas.ts';
import { browserClock } from '../../test-support/browser-clock.ts';
import { mockFetch, requestBody, type MockAnswer } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { ROYAL_CENTRE_TYPED, suggestKey } from '../../test-support/geo-suggestions.ts';
import { CheckoutPage } from './checkout-page.tsx';
import {
  BATCH_ID,
  NO_DROP_OFF_NEARBY,
  TEST_PICKUP,
  TEST_SENDER,
  testBatch,
} from '../../test-support/checkout-batches.ts';

const STATUS = `GET /web/ship/status/${BATCH_ID}`;
const PAY = `POST /web/ship/payment/${BATCH_ID}`;
const PICKUP = 'POST /web/pickup/create';
const TOKEN = 'GET /web/payment/sandbox/clientToken?mode=sandbox';
const SESSION = 'GET /web/auth/session';
const SENDER = `GET /web/order/${TEST_SENDER.trackingNumber}`;
const SAVED_CARDS = 'GET /web/payment/sandbox/savedCards';
const SIGNED_IN = {
  status: 200,
  body: { user: { userId: 'u1', name: 'Grace', email: 'g@example.com' } },
};
const TOKENIZE = 'POST /payments/sandbox/tokenize';
// testBatch() costs $18.00.
const PAY_BY_CARD = 'Pay $18.00 by card';
const PLACE_ON_INVOICE = 'Place order on invoice';
const NO_WAY_TO_PAY = 'You cannot pay for this shipment: there is no drop-off location near you.';

const PAID = {
  status: 200,
  body: {
    shippingBatchId: BATCH_ID,
    paid: true,
    paymentMethod: 'CARD',
    amount: 18,
    trackingNumbers: [TEST_SENDER.trackingNumber],
  },
};

function renderCheckout(
  batch: BatchStatus | MockAnswer,
  answers: Record<string, MockAnswer | MockAnswer[]> = {},
) {
  const fetchMock = mockFetch({
    [STATUS]: 'status' in batch ? batch : { status: 200, body: batch },
    [TOKEN]: { status: 200, body: { clientToken: 'token-1' } },
    [SESSION]: { status: 200, body: { user: null } },
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

type FrameAnswer = { nonce: string } | { failure: 'card' | 'expired' | 'unavailable' };

/** Posts a message as the sandbox card iframe would. */
function postFromFrame(data: Record<string, unknown>) {
  const frame = screen.getByTitle('Card details') as HTMLIFrameElement;
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: window.location.origin,
      source: frame.contentWindow,
    }),
  );
}

/**
 * Plays the sandbox card iframe: says it is ready, then answers each tokenize request the page
 * posts to it with the given answer. Answers the requests it saw.
 */
async function cardFrameAnswering(answer: FrameAnswer) {
  const frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
  const requests: unknown[] = [];
  frame.contentWindow!.addEventListener('message', (event: MessageEvent) => {
    const { type, requestId } = event.data as { type: string; requestId: string };
    requests.push(event.data);
    if (type !== 'maplepost-sandbox-tokenize') return;
    postFromFrame(
      'nonce' in answer
        ? {
            type: 'maplepost-sandbox-nonce',
            requestId,
            nonce: answer.nonce,
            brand: 'Visa',
            last4: '1111',
          }
        : { type: 'maplepost-sandbox-failed', requestId, failure: answer.failure },
    );
  });
  act(() => postFromFrame({ type: 'maplepost-sandbox-ready' }));
  return requests;
}

const payCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/web/ship/payment/'));

// 08:00, 13:50 and 14:58 on 10 June 2026 in Vancouver (PDT, UTC-7).
const MORNING = '2026-06-10T15:00:00Z';
const AT_1350 = '2026-06-10T20:50:00Z';
const AT_1458 = '2026-06-10T21:58:00Z';

/** Lets `minutes` pass on the browser's clock. */
const minutesPass = (minutes: number) => act(() => void vi.advanceTimersByTime(minutes * 60_000));

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

const CN_TOWER_TYPED = '290 Bremner Blvd Toronto ON M5V 3L9';
const CN_TOWER: GeoSuggestion = {
  label: '290 Bremner Blvd, Toronto, ON M5V 3L9, Canada',
  ...SAMPLE_PLACES.cnTower,
  unitNumber: '',
  source: 'ADDRESS',
  matchLevel: 'POSTAL_AREA',
  addressType: 'STREET',
};

/** Types `typed` into the pickup street and picks the suggestion `label`; answers the street. */
async function pickAddress(user: UserEvent, typed: string, label: string) {
  const street = screen.getByRole('combobox', { name: 'Street address' });
  await user.click(street);
  await user.paste(typed);
  await user.click(await screen.findByRole('option', { name: label }));
  return street;
}

/** Chooses the free pickup and waits for the sender to fill in as its contact. */
async function choosePickup(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: 'Free pickup' }));
  await screen.findByDisplayValue('Grace Hopper');
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
    expect(screen.getByText('Total: $18.00')).toBeInTheDocument();
    expect(radio('Drop off at a postal location')).toBeChecked();
    const locations = within(screen.getByRole('list', { name: 'Drop-off locations near you' }));
    expect(locations.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Postal counter — in your postal area349 W Georgia St, Vancouver, BC',
      'Maplepost Vancouver warehouse — about 2 km1460 Industrial Avenue, Unit 8, Vancouver, BC V6A 2R8',
    ]);
    expect(screen.getByRole('button', { name: PAY_BY_CARD })).toBeEnabled();
  });

  it('says before paying that no drop-off location is within reach, names the nearest, and disables Pay', async () => {
    const { user, fetchMock } = renderCheckout(
      testBatch({ ...NO_DROP_OFF_NEARBY, paymentMethods: ['CARD', 'INVOICE'] }),
    );

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent(
      'No drop-off locations available. Please contact customer support.',
    );
    expect(problem).toHaveTextContent(
      'None of our drop-off locations is within 50 km of your postal code. The nearest is Shipping store, 1025 Robson St, Vancouver, BC, about 1,477 km away.',
    );
    const placeOrder = screen.getByRole('button', { name: PLACE_ON_INVOICE });
    expect(placeOrder).toBeDisabled();
    expect(placeOrder).toHaveAccessibleDescription(NO_WAY_TO_PAY);
    await user.click(radio('Credit or debit card'));
    expect(screen.getByRole('button', { name: PAY_BY_CARD })).toBeDisabled();
    // Enter in the card fields asks to pay as the button would, and is refused as well: the
    // frame is asked for no card, and nothing is paid.
    const frameRequests = await cardFrameAnswering({ nonce: 'nonce-1' });
    act(() => postFromFrame({ type: 'maplepost-sandbox-submit-requested' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(frameRequests).toEqual([]);
    expect(payCalls(fetchMock)).toEqual([]);
  });

  it('says only the spec’s words when the sender’s postal area is unknown', async () => {
    renderCheckout(testBatch({ dropOffLocations: [], nearestDropOffLocation: null }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^No drop-off locations available\. Please contact customer support\.$/,
    );
    expect(screen.getByRole('button', { name: PAY_BY_CARD })).toBeDisabled();
  });

  it('tells a sender with free pickup but no drop-off nearby to choose pickup, which enables Pay', async () => {
    const { user } = renderCheckout(testBatch({ ...NO_DROP_OFF_NEARBY, pickupEligible: true }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Free pickup is available at your address: choose Free pickup above.',
    );
    expect(screen.getByRole('button', { name: PAY_BY_CARD })).toHaveAccessibleDescription(
      'To pay, choose Free pickup: there is no drop-off location near you.',
    );
    expect(screen.getByRole('button', { name: PAY_BY_CARD })).toBeDisabled();
    await choosePickup(user);
    expect(screen.getByRole('button', { name: PAY_BY_CARD })).toBeEnabled();
  });

  it('offers pickup only when the batch is eligible', async () => {
    renderCheckout(testBatch({ pickupEligible: false }));

    expect(await screen.findByRole('radio', { name: /Free pickup/ })).toBeDisabled();
  });

  it('shows the pickup form with the sender as contact, and checks the time order', async () => {
    browserClock(MORNING);
    const { user } = renderCheckout(testBatch({ pickupEligible: true }));

    await choosePickup(user);
    expect(screen.getByLabelText('Contact email')).toHaveValue('grace@example.com');
    const earliest = screen.getByLabelText('Earliest pickup time');
    // A window starts before 5:00 PM and ends after 9:00 AM.
    expect(optionLabels(earliest)).toEqual([
      ...['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM'],
      ...['12:30 PM', '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM'],
      ...['4:00 PM', '4:30 PM'],
    ]);
    expect(optionLabels(screen.getByLabelText('Latest pickup time'))[0]).toBe('9:30 AM');
    await user.selectOptions(earliest, '16:30');
    await user.selectOptions(screen.getByLabelText('Latest pickup time'), '16:00');
    expect(
      screen.getByText('Earliest pickup time must be before latest pickup time'),
    ).toBeInTheDocument();
  });

  it('offers only the times still open today on the Vancouver clock, in a browser in Tokyo', async () => {
    // 13:50 in Vancouver is 05:50 the next morning in Tokyo.
    browserClock(AT_1350, 'Asia/Tokyo');
    const { user } = renderCheckout(testBatch({ pickupEligible: true }));

    await choosePickup(user);
    const date = screen.getByLabelText(/Pickup date/);
    const earliest = screen.getByLabelText('Earliest pickup time');
    const latest = screen.getByLabelText('Latest pickup time');
    expect(date).toHaveValue('2026-06-10');
    expect(within(date).getAllByRole('option')[0]).toHaveValue('2026-06-10');
    expect(date).toHaveAccessibleDescription(/^Dates and times are Pacific time \(Vancouver\)\./);
    // A window must not start in the past, and must end an hour from now or later.
    expect(optionLabels(earliest)).toEqual([
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
    ]);
    expect(optionLabels(latest)).toEqual(['3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM', '5:00 PM']);
    expect(earliest).toHaveValue('14:00');
    expect(latest).toHaveValue('17:00');

    await user.selectOptions(date, '2026-06-11');
    expect(optionLabels(earliest)[0]).toBe('9:00 AM');
    expect(earliest).toHaveValue('09:00');
  });

  it('refuses at Pay a window that passed while the page was open, and charges nothing', async () => {
    browserClock(AT_1350);
    const { user, fetchMock } = renderCheckout(
      testBatch({ pickupEligible: true, paymentMethods: ['CARD', 'INVOICE'] }),
      {
        [PAY]: { ...PAID, body: { ...PAID.body, paymentMethod: 'INVOICE' } },
        [PICKUP]: { status: 201, body: TEST_PICKUP },
      },
    );

    await choosePickup(user);
    const latest = screen.getByLabelText('Latest pickup time');
    await user.selectOptions(latest, '15:00');
    // At 14:05 a 3:00 PM end is less than an hour away.
    minutesPass(15);
    expect(screen.getByRole('option', { name: '3:00 PM (no longer available)' })).toBeDisabled();
    expect(latest).toHaveValue('15:00');
    await user.click(screen.getByRole('button', { name: PLACE_ON_INVOICE }));

    const tooSoon =
      'So that a driver can get there in time, please choose a latest pickup time of 3:30 PM Pacific time or later.';
    expect(await screen.findByRole('alert')).toHaveTextContent(tooSoon);
    expect(latest).toHaveAccessibleDescription(tooSoon);
    expect(payCalls(fetchMock)).toHaveLength(0);

    await user.selectOptions(latest, '15:30');
    expect(latest).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: PLACE_ON_INVOICE }));
    await waitFor(() =>
      expect(requestBody(fetchMock, PICKUP)).toMatchObject({ latestTime: '15:30' }),
    );
  });

  it('tells a user who opened checkout at 14:58 and pays at 15:02 that today is closed', async () => {
    browserClock(AT_1458, 'America/Toronto');
    const { user, fetchMock } = renderCheckout(
      testBatch({ pickupEligible: true, paymentMethods: ['CARD', 'INVOICE'] }),
    );

    await choosePickup(user);
    const date = screen.getByLabelText(/Pickup date/);
    expect(date).toHaveValue('2026-06-10');
    minutesPass(4);
    await user.click(screen.getByRole('button', { name: PLACE_ON_INVOICE }));

    const closed = 'The earliest pickup date is 2026-06-11.';
    expect(await screen.findByRole('alert')).toHaveTextContent(closed);
    expect(date).toHaveValue('2026-06-10');
    expect(
      screen.getByRole('option', { name: /June 10, 2026 \(no longer available\)/ }),
    ).toBeDisabled();
    expect(date).toHaveAccessibleDescription(expect.stringContaining(closed));
    expect(payCalls(fetchMock)).toHaveLength(0);
  });

  it('takes a custom pickup address from a picked suggestion, and books it', async () => {
    browserClock(MORNING);
    const { user, fetchMock } = renderCheckout(
      testBatch({ pickupEligible: true, paymentMethods: ['CARD', 'INVOICE'] }),
      {
        [suggestKey(ROYAL_CENTRE_TYPED)]: {
          status: 200,
          body: { suggestions: [ROYAL_CENTRE_SUGGESTION] },
        },
        [PAY]: { ...PAID, body: { ...PAID.body, paymentMethod: 'INVOICE' } },
        [PICKUP]: { status: 201, body: TEST_PICKUP },
      },
    );

    await choosePickup(user);
    await user.click(screen.getByRole('checkbox', { name: /different address/ }));
    const street = await pickAddress(user, ROYAL_CENTRE_TYPED, ROYAL_CENTRE_SUGGESTION.label);
    expect(street).toHaveValue('1055 W Georgia St');
    // Filled by the suggestion, not typed.
    for (const [name, value] of [
      ['City', 'Vancouver'],
      ['Province/State', 'BC'],
      ['Postal/ZIP code', 'V6E 3P3'],
    ]) {
      expect(screen.getByRole('textbox', { name })).toHaveValue(value);
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('readonly');
    }
    await user.type(screen.getByRole('textbox', { name: 'Unit number' }), '1200');
    await user.click(screen.getByRole('button', { name: PLACE_ON_INVOICE }));

    await waitFor(() =>
      expect(requestBody(fetchMock, PICKUP)).toMatchObject({
        address: '1055 W Georgia St',
        unitNumber: '1200',
        city: 'Vancouver',
        province: 'BC',
        postalCode: 'V6E 3P3',
      }),
    );
  });

  it('empties the picked place when the street is typed again', async () => {
    browserClock(MORNING);
    const { user } = renderCheckout(testBatch({ pickupEligible: true }), {
      [suggestKey(ROYAL_CENTRE_TYPED)]: {
        status: 200,
        body: { suggestions: [ROYAL_CENTRE_SUGGESTION] },
      },
    });

    await choosePickup(user);
    await user.click(screen.getByRole('checkbox', { name: /different address/ }));
    const street = await pickAddress(user, ROYAL_CENTRE_TYPED, ROYAL_CENTRE_SUGGESTION.label);
    await user.type(street, ' W');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Postal/ZIP code' })).toHaveValue('');
  });

  it('refuses a picked address outside Greater Vancouver at the street, and charges nothing', async () => {
    browserClock(MORNING);
    const { user, fetchMock } = renderCheckout(
      testBatch({ pickupEligible: true, paymentMethods: ['CARD', 'INVOICE'] }),
      { [suggestKey(CN_TOWER_TYPED)]: { status: 200, body: { suggestions: [CN_TOWER] } } },
    );

    await choosePickup(user);
    await user.click(screen.getByRole('checkbox', { name: /different address/ }));
    const street = await pickAddress(user, CN_TOWER_TYPED, CN_TOWER.label);
    await user.click(screen.getByRole('button', { name: PLACE_ON_INVOICE }));

    const outside =
      'Free pickup is only available in Greater Vancouver. Please choose a pickup address there.';
    expect(await screen.findByRole('alert')).toHaveTextContent(outside);
    expect(street).toHaveAccessibleDescription(expect.stringContaining(outside));
    expect(screen.getAllByText(outside, { selector: '.mantine-InputWrapper-error' })).toHaveLength(
      1,
    );
    expect(payCalls(fetchMock)).toHaveLength(0);
  });

  it('says each problem once, at its own field, from the first press of Pay', async () => {
    browserClock(MORNING);
    const { user, fetchMock } = renderCheckout(
      testBatch({ pickupEligible: true, paymentMethods: ['CARD', 'INVOICE'] }),
      { [suggestKey('6551 No. 3 Rd')]: { status: 200, body: { suggestions: [] } } },
    );

    await choosePickup(user);
    const contactName = screen.getByRole('textbox', { name: 'Contact name' });
    await user.clear(contactName);
    await user.click(screen.getByRole('checkbox', { name: /different address/ }));
    const street = screen.getByRole('combobox', { name: 'Street address' });
    await user.click(street);
    await user.paste('6551 No. 3 Rd');
    // Leaving the fields says nothing yet: a message appearing then would move Pay.
    await user.tab();
    expect(contactName).not.toHaveAttribute('aria-invalid');
    expect(street).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: PLACE_ON_INVOICE }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Contact name is required.');
    expect(contactName).toHaveAccessibleDescription('Contact name is required.');
    expect(street).toHaveAccessibleDescription(
      expect.stringContaining('Please select an address from the suggestions.'),
    );
    const fieldMessages = screen
      .getAllByRole('textbox')
      .concat(street)
      .filter((field) => field.getAttribute('aria-invalid') === 'true');
    expect(fieldMessages).toEqual([contactName, street]);
    expect(payCalls(fetchMock)).toHaveLength(0);
  });

  it('offers invoice only when the account may use it, and then defaults to it', async () => {
    renderCheckout(testBatch({ paymentMethods: ['CARD', 'INVOICE'] }));

    expect(await screen.findByRole('radio', { name: /Invoice/ })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'How you pay' })).toBeInTheDocument();
    expect(
      screen.getByRole('radiogroup', { name: 'How your parcel reaches us' }),
    ).toBeInTheDocument();
    expect(radio('Credit or debit card')).not.toBeChecked();
  });

  it('names what the button does for each method: the card amount, or the invoice', async () => {
    const { user } = renderCheckout(
      testBatch({ totalCost: 42, paymentMethods: ['CARD', 'INVOICE'] }),
    );

    expect(await screen.findByRole('button', { name: PLACE_ON_INVOICE })).toBeEnabled();
    await user.click(radio('Credit or debit card'));
    expect(screen.getByRole('button', { name: 'Pay $42.00 by card' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PLACE_ON_INVOICE })).not.toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: PAY_BY_CARD })).toBeDisabled();
  });

  it('shows the decline message when the card payment fails', async () => {
    const { user, fetchMock } = renderCheckout(testBatch(), {
      [PAY]: { status: 402, body: { message: 'Your card was declined.' } },
    });

    await cardFrameAnswering({ nonce: 'nonce-1' });
    await user.click(await screen.findByRole('button', { name: PAY_BY_CARD }));

    expect(await screen.findByText('Payment failed: Your card was declined.')).toBeInTheDocument();
    expect(formBody(fetchMock, PAY)).toEqual({
      paymentNonce: 'nonce-1',
      saveCard: 'false',
      mode: 'sandbox',
    });
  });

  it('pays by card with one press of Pay: the iframe tokenizes, then the page pays', async () => {
    const { user, location, fetchMock } = renderCheckout(testBatch(), { [PAY]: PAID });

    const requests = await cardFrameAnswering({ nonce: 'nonce-2' });
    await user.click(await screen.findByRole('button', { name: PAY_BY_CARD }));

    await waitFor(() => expect(location()).toBe(`/shipping/success/${BATCH_ID}`));
    expect(requests).toEqual([
      { type: 'maplepost-sandbox-tokenize', requestId: expect.any(String) },
    ]);
    expect(payCalls(fetchMock)).toHaveLength(1);
    expect(formBody(fetchMock, PAY)).toMatchObject({ paymentNonce: 'nonce-2' });
  });

  it('sizes the card iframe to the form it holds, within reason', async () => {
    renderCheckout(testBatch());
    await cardFrameAnswering({ nonce: 'nonce-6' });
    const frame = screen.getByTitle('Card details');

    act(() => postFromFrame({ type: 'maplepost-sandbox-resize', height: 236 }));
    expect(frame).toHaveStyle({ height: '236px' });
    act(() => postFromFrame({ type: 'maplepost-sandbox-resize', height: 50_000 }));
    expect(frame).toHaveStyle({ height: '600px' });
  });

  it('pays when the user presses Enter in the card fields', async () => {
    const { location } = renderCheckout(testBatch(), { [PAY]: PAID });

    await cardFrameAnswering({ nonce: 'nonce-3' });
    postFromFrame({ type: 'maplepost-sandbox-submit-requested' });

    await waitFor(() => expect(location()).toBe(`/shipping/success/${BATCH_ID}`));
  });

  it.each([
    ['card', 'Failed to process payment. Please check your card details and try again.'],
    ['unavailable', 'Payment system not available. Please try again later.'],
    ['expired', 'The card form had expired and has been reloaded. Please enter your card again.'],
  ] as const)(
    'says why a card the iframe refused (%s) cannot pay, and charges nothing',
    async (failure, message) => {
      const { user, fetchMock } = renderCheckout(testBatch());

      await cardFrameAnswering({ failure });
      await user.click(await screen.findByRole('button', { name: PAY_BY_CARD }));

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(payCalls(fetchMock)).toHaveLength(0);
      expect(screen.getByRole('button', { name: PAY_BY_CARD })).toBeEnabled();
    },
  );

  it('loads a new card form when the old one expired', async () => {
    const { user } = renderCheckout(testBatch(), {
      [TOKEN]: [
        { status: 200, body: { clientToken: 'token-1' } },
        { status: 200, body: { clientToken: 'token-2' } },
      ],
    });

    await cardFrameAnswering({ failure: 'expired' });
    await user.click(screen.getByRole('button', { name: PAY_BY_CARD }));

    await waitFor(() =>
      expect(screen.getByTitle('Card details')).toHaveAttribute(
        'src',
        '/payments/sandbox/hosted-fields?clientToken=token-2',
      ),
    );
  });

  it('says the card form failed to load when it never reports ready, and offers to retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const { user } = renderCheckout(testBatch(), {
      [TOKEN]: [
        { status: 200, body: { clientToken: 'token-1' } },
        { status: 200, body: { clientToken: 'token-2' } },
      ],
    });

    await screen.findByTitle('Card details');
    act(() => void vi.advanceTimersByTime(15_000));

    expect(
      await screen.findByText('Failed to initialize payment form. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Card details')).toHaveAttribute(
      'src',
      '/payments/sandbox/hosted-fields?clientToken=token-2',
    );
  });

  it('says the payment system is not initialized when Pay comes before the card form is ready', async () => {
    const { user, fetchMock } = renderCheckout(testBatch());

    await screen.findByTitle('Card details');
    await user.click(screen.getByRole('button', { name: PAY_BY_CARD }));

    expect(
      await screen.findByText('Payment system not initialized. Please try again.'),
    ).toBeInTheDocument();
    expect(payCalls(fetchMock)).toHaveLength(0);
  });

  it('goes to the success page when the batch turns out to be paid already (409)', async () => {
    const { user, location } = renderCheckout(testBatch(), {
      // Checkout loads the unpaid batch; the re-read after the 409 finds it paid.
      [STATUS]: [
        { status: 200, body: testBatch() },
        { status: 200, body: testBatch({ paid: true }) },
      ],
      [PAY]: { status: 409, body: { message: 'This shipment has already been paid.' } },
    });
    await cardFrameAnswering({ nonce: 'nonce-4' });
    await user.click(screen.getByRole('button', { name: PAY_BY_CARD }));

    await waitFor(() => expect(location()).toBe(`/shipping/success/${BATCH_ID}`));
  });

  it('shows a 409 for a payment still in progress as it is', async () => {
    const { user } = renderCheckout(testBatch(), {
      [PAY]: {
        status: 409,
        body: {
          message: 'A payment for this shipment is already in progress. Please wait a moment.',
        },
      },
    });
    await cardFrameAnswering({ nonce: 'nonce-5' });
    await user.click(screen.getByRole('button', { name: PAY_BY_CARD }));

    expect(
      await screen.findByText(
        'Payment failed: A payment for this shipment is already in progress. Please wait a moment.',
      ),
    ).toBeInTheDocument();
  });

  it('offers a signed-in user’s saved card first and pays with it, without the card form', async () => {
    const { user, location, fetchMock } = renderCheckout(testBatch(), {
      [SESSION]: SIGNED_IN,
      [SAVED_CARDS]: {
        status: 200,
        body: [
          { token: 'card-old', brand: 'Mastercard', last4: '4444' },
          { token: 'card-new', brand: 'Visa', last4: '4242' },
        ],
      },
      [TOKENIZE]: { status: 200, body: { nonce: 'saved-nonce', brand: 'Visa', last4: '4242' } },
      [PAY]: PAID,
    });

    expect(await screen.findByRole('radio', { name: 'Saved Visa ending in 4242' })).toBeChecked();
    expect(screen.queryByTitle('Card details')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PAY_BY_CARD }));

    await waitFor(() => expect(location()).toBe(`/shipping/success/${BATCH_ID}`));
    expect(requestBody(fetchMock, TOKENIZE)).toEqual({
      clientToken: 'token-1',
      savedCardToken: 'card-new',
    });
    expect(formBody(fetchMock, PAY)).toMatchObject({
      paymentNonce: 'saved-nonce',
      saveCard: 'false',
    });
  });

  it('renews an expired payment session when paying with a saved card, and charges nothing', async () => {
    const { user, fetchMock } = renderCheckout(testBatch(), {
      [SESSION]: SIGNED_IN,
      [SAVED_CARDS]: { status: 200, body: [{ token: 'card-1', brand: 'Visa', last4: '4242' }] },
      [TOKENIZE]: {
        status: 401,
        body: { message: 'The payment form has expired. Please reload the page.' },
      },
    });

    await user.click(await screen.findByRole('button', { name: PAY_BY_CARD }));

    expect(
      await screen.findByText(
        'The payment session had expired and has been renewed. Please press Pay again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => String(input) === TOKEN.slice(4)),
      ).toHaveLength(2),
    );
    expect(payCalls(fetchMock)).toHaveLength(0);
  });

  it('lets a signed-in user pay with a new card and save it', async () => {
    const { user, fetchMock } = renderCheckout(testBatch(), {
      [SESSION]: SIGNED_IN,
      [SAVED_CARDS]: { status: 200, body: [{ token: 'card-1', brand: 'Visa', last4: '4242' }] },
      [PAY]: PAID,
    });

    await user.click(await screen.findByRole('radio', { name: 'A new card' }));
    await cardFrameAnswering({ nonce: 'new-nonce' });
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for my next checkout' }));
    await user.click(screen.getByRole('button', { name: PAY_BY_CARD }));

    await waitFor(() =>
      expect(formBody(fetchMock, PAY)).toMatchObject({
        paymentNonce: 'new-nonce',
        saveCard: 'true',
      }),
    );
  });

  it('pays by invoice with an empty nonce, books the pickup in 24-hour times, then succeeds', async () => {
    browserClock(MORNING);
    const { user, location, fetchMock } = renderCheckout(
      testBatch({ pickupEligible: true, paymentMethods: ['CARD', 'INVOICE'] }),
      {
        [PAY]: { ...PAID, body: { ...PAID.body, paymentMethod: 'INVOICE' } },
        [PICKUP]: { status: 201, body: TEST_PICKUP },
      },
    );

    await choosePickup(user);
    await user.selectOptions(screen.getByLabelText('Latest pickup time'), '13:30');
    await user.click(screen.getByRole('button', { name: PLACE_ON_INVOICE }));

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

  it('keeps a picked date and times while other fields change and the clock moves', async () => {
    browserClock(MORNING);
    const { user, fetchMock } = renderCheckout(
      testBatch({ pickupEligible: true, paymentMethods: ['CARD', 'INVOICE'] }),
      {
        [PAY]: { ...PAID, body: { ...PAID.body, paymentMethod: 'INVOICE' } },
        [PICKUP]: { status: 201, body: TEST_PICKUP },
        [suggestKey(CN_TOWER_TYPED)]: { status: 200, body: { suggestions: [CN_TOWER] } },
      },
    );

    await choosePickup(user);
    const date = screen.getByLabelText(/Pickup date/);
    await user.selectOptions(date, '2026-06-11');
    await user.selectOptions(screen.getByLabelText('Earliest pickup time'), '10:00');
    await user.type(screen.getByLabelText('Notes for the driver'), 'Side door');
    const contact = screen.getByLabelText('Contact name');
    await user.clear(contact);
    await user.type(contact, 'Dock Manager');
    minutesPass(30);
    const otherAddress = screen.getByRole('checkbox', { name: /different address/ });
    await user.click(otherAddress);
    await pickAddress(user, CN_TOWER_TYPED, CN_TOWER.label);
    await user.click(screen.getByRole('button', { name: PLACE_ON_INVOICE }));
    // The address is the one problem: the date and times picked stand.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /only available in Greater Vancouver/,
    );
    expect(date).toHaveValue('2026-06-11');

    await user.click(otherAddress);
    await user.click(screen.getByRole('button', { name: PLACE_ON_INVOICE }));
    await waitFor(() =>
      expect(requestBody(fetchMock, PICKUP)).toMatchObject({
        requestedDate: '2026-06-11',
        earliestTime: '10:00',
        latestTime: '17:00',
        contactName: 'Dock Manager',
        notes: 'Side door',
      }),
    );
  });

  it('goes straight to the success page when the batch is already paid', async () => {
    const { location } = renderCheckout(testBatch({ paid: true }));

    await waitFor(() => expect(location()).toBe(`/shipping/success/${BATCH_ID}`));
  });
});
