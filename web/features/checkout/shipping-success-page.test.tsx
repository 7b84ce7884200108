import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, requestBody, type MockAnswer } from '../../test-support/mock-fetch.ts';
import { renderWithProviders, type RenderOptions } from '../../test-support/render.tsx';
import { checkoutKeys } from './checkout-api.ts';
import { ShippingSuccessPage, SuccessMessages } from './shipping-success-page.tsx';
import type { SuccessState } from './success-state.ts';
import { stubLabelTab } from '../../test-support/label-tab.ts';
import {
  BATCH_ID,
  NO_DROP_OFF_NEARBY,
  TEST_PICKUP,
  TEST_SENDER,
  testBatch,
} from '../../test-support/checkout-batches.ts';

const STATUS = `GET /web/ship/status/${BATCH_ID}`;
const LABEL = 'GET /web/label/MP123456785CA';
const SENDER = 'GET /web/order/MP123456785CA';
const PICKUP = 'POST /web/pickup/create';
const { shippingBatchId: _batchId, trackingNumbers: _orders, ...BOOKED_PICKUP } = TEST_PICKUP;

/** Presses Book pickup once the sender has filled in as the contact. */
async function bookWithSenderAsContact(user: UserEvent) {
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Contact name' })).toHaveValue('Grace Hopper'),
  );
  await user.click(screen.getByRole('button', { name: 'Book pickup' }));
}

function renderSuccess(
  answers: Record<string, MockAnswer | MockAnswer[]>,
  state?: SuccessState,
  cachedQueries?: RenderOptions['cachedQueries'],
) {
  const fetchMock = mockFetch({
    [STATUS]: { status: 200, body: testBatch({ paid: true }) },
    ...answers,
  });
  const route = { pathname: `/shipping/success/${BATCH_ID}`, state };
  const rendered = renderWithProviders(<ShippingSuccessPage />, {
    route: route as unknown as string,
    path: '/shipping/success/:shippingBatchId',
    cachedQueries,
  });
  return { ...rendered, fetchMock };
}

describe('ShippingSuccessPage', () => {
  it('lists what was bought with tracking links, and the drop-off locations', async () => {
    renderSuccess({});

    const link = await screen.findByRole('link', { name: 'MP123456785CA' });
    expect(link).toHaveAttribute('href', '/tracking/MP123456785CA');
    expect(screen.getByText('Total: $18.00')).toBeInTheDocument();
    const locations = screen.getByRole('list', {
      name: 'Drop your parcels off at one of these locations:',
    });
    expect(within(locations).getByText('349 W Georgia St, Vancouver, BC')).toBeInTheDocument();
    expect(within(locations).getByText('— about 2 km', { exact: false })).toBeInTheDocument();
  });

  it('links a signed-in user to the batch’s orders in Order History, a guest not', async () => {
    renderSuccess({
      'GET /web/auth/session': {
        status: 200,
        body: { user: { userId: 'u-1', name: 'Ada', email: 'ada@example.test', role: 'CUSTOMER' } },
      },
    });
    expect(
      await screen.findByRole('link', { name: 'See these orders in Order History' }),
    ).toHaveAttribute('href', `/order-history?batchId=${BATCH_ID}`);
  });

  it('offers a guest no Order History link: it is for signed-in users', async () => {
    renderSuccess({ 'GET /web/auth/session': { status: 200, body: { user: null } } });
    expect(
      await screen.findByRole('heading', { name: 'Your shipment is confirmed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See these orders in Order History' })).toBeNull();
  });

  it('waits for a fresh read when checkout cached the batch before payment', async () => {
    const unpaid = { queryKey: checkoutKeys.batchStatus(BATCH_ID), data: testBatch() };
    renderSuccess({}, { delivery: 'DROP_OFF' }, [unpaid]);

    expect(screen.queryByText(SuccessMessages.notPaid)).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your shipment is confirmed' }),
    ).toBeInTheDocument();
  });

  it('offers the commercial invoice beside the label of an order that has one', async () => {
    const [domestic] = testBatch().validRequests;
    const invoiced = { ...domestic!, trackingNumber: 'MP000000028CA', hasCommercialInvoice: true };
    renderSuccess({
      [STATUS]: {
        status: 200,
        body: testBatch({ paid: true, validRequests: [domestic!, invoiced] }),
      },
    });
    const link = await screen.findByRole('link', { name: 'Commercial invoice for MP000000028CA' });
    expect(link).toHaveAttribute('href', '/web/order/MP000000028CA/commercial-invoice');
    expect(screen.getAllByRole('button', { name: /^Print Label for / })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: /^Commercial invoice for / })).toHaveLength(1);
  });

  it('says how the shipment was paid', async () => {
    renderSuccess({ [STATUS]: { status: 200, body: testBatch({ paid: true, paidWith: 'CARD' }) } });
    expect(
      await screen.findByText(/^Payment of \$18\.00 received\. Print a label/),
    ).toBeInTheDocument();
  });

  it('says an invoice payment went on the monthly invoice', async () => {
    renderSuccess({
      [STATUS]: { status: 200, body: testBatch({ paid: true, paidWith: 'INVOICE' }) },
    });
    expect(
      await screen.findByText(/^\$18\.00 was added to your monthly invoice\./),
    ).toBeInTheDocument();
  });

  it('shows the booked pickup handed over by checkout', async () => {
    renderSuccess({}, { delivery: 'PICKUP', pickup: TEST_PICKUP });

    expect(
      await screen.findByText('Monday, November 23, 2026, between 9:00 AM and 1:30 PM'),
    ).toBeInTheDocument();
    expect(screen.getByText("The sender's address")).toBeInTheDocument();
  });

  it('shows the booked pickup from the batch status after a reload', async () => {
    renderSuccess({
      [STATUS]: { status: 200, body: testBatch({ paid: true, pickup: BOOKED_PICKUP }) },
    });

    expect(await screen.findByRole('heading', { name: 'Pickup' })).toBeInTheDocument();
    expect(
      screen.getByText('Monday, November 23, 2026, between 9:00 AM and 1:30 PM'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Contact: Grace Hopper · 6045550100 · grace@example.com'),
    ).toBeInTheDocument();
    expect(screen.getByText('Notes: Side door')).toBeInTheDocument();
  });

  it('books the pickup again when checkout could not, and shows it', async () => {
    const eligible = testBatch({ paid: true, pickupEligible: true });
    const { user, fetchMock } = renderSuccess(
      {
        [STATUS]: [
          { status: 200, body: eligible },
          { status: 200, body: { ...eligible, pickup: BOOKED_PICKUP } },
        ],
        [SENDER]: { status: 200, body: TEST_SENDER },
        [PICKUP]: { status: 201, body: TEST_PICKUP },
      },
      { delivery: 'PICKUP', pickupError: 'The pickup service is down.' },
    );

    expect(
      await screen.findByText(
        'Your payment went through, but the pickup could not be booked: The pickup service is down. You can try again below.',
      ),
    ).toBeInTheDocument();
    await bookWithSenderAsContact(user);

    expect(await screen.findByText(/^Monday, November 23, 2026, between/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestBody(fetchMock, PICKUP)).toMatchObject({
      shippingBatchId: BATCH_ID,
      trackingNumbers: ['MP123456785CA'],
      contactName: 'Grace Hopper',
    });
  });

  it('offers a free pickup instead of the drop-off to an eligible sender', async () => {
    const eligible = testBatch({ paid: true, pickupEligible: true });
    const { user } = renderSuccess({
      [STATUS]: [
        { status: 200, body: eligible },
        { status: 200, body: { ...eligible, pickup: BOOKED_PICKUP } },
      ],
      [SENDER]: { status: 200, body: TEST_SENDER },
      [PICKUP]: { status: 201, body: TEST_PICKUP },
    });

    await user.click(await screen.findByRole('button', { name: 'Book a free pickup instead' }));
    expect(screen.getByRole('heading', { name: 'Book a free pickup' })).toHaveFocus();
    await bookWithSenderAsContact(user);
    expect(await screen.findByRole('heading', { name: 'Pickup' })).toBeInTheDocument();
    expect(screen.getByText(/^Monday, November 23, 2026, between/)).toBeInTheDocument();
  });

  it("shows the server's reason when the pickup cannot be booked, keeping the form", async () => {
    const { user } = renderSuccess({
      [STATUS]: { status: 200, body: testBatch({ paid: true, pickupEligible: true }) },
      [SENDER]: { status: 200, body: TEST_SENDER },
      [PICKUP]: { status: 409, body: { message: 'A pickup is already booked for this shipment.' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Book a free pickup instead' }));
    await bookWithSenderAsContact(user);
    expect(
      await screen.findByText('A pickup is already booked for this shipment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book pickup' })).toBeEnabled();
  });

  it('says so when there is no drop-off point near the sender, and names the nearest', async () => {
    renderSuccess({
      [STATUS]: { status: 200, body: testBatch({ paid: true, ...NO_DROP_OFF_NEARBY }) },
    });
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent(
      'No drop-off locations available. Please contact customer support.',
    );
    expect(problem).toHaveTextContent(
      'The nearest is Shipping store, 1025 Robson St, Vancouver, BC, about 1,477 km away.',
    );
  });

  it('offers no pickup to a sender outside Greater Vancouver', async () => {
    renderSuccess({});
    expect(await screen.findByRole('heading', { name: 'Drop-off' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /pickup/i })).not.toBeInTheDocument();
  });

  it('opens the label in the tab opened at the click', async () => {
    const { tab } = stubLabelTab();
    const { user } = renderSuccess({
      [LABEL]: { status: 200, body: { url: '/web/label/MP123456785CA/pdf' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Print Label for MP123456785CA' }));
    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith('/web/label/MP123456785CA/pdf'),
    );
  });

  it('says when there is no label, and closes the tab', async () => {
    const { tab } = stubLabelTab();
    const { user } = renderSuccess({
      [LABEL]: { status: 404, body: { message: 'No label URL found' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Print Label for MP123456785CA' }));
    expect(await screen.findByText('No label URL found')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalledOnce();
  });

  it('reports other label failures', async () => {
    stubLabelTab();
    const { user } = renderSuccess({
      [LABEL]: { status: 500, body: { message: 'Label service down.' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Print Label for MP123456785CA' }));
    expect(await screen.findByText('Error getting label: Label service down.')).toBeInTheDocument();
  });
});
