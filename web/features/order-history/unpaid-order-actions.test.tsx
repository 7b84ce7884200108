import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '../../test-support/render-app.tsx';
import { requestBody } from '../../test-support/mock-fetch.ts';
import { emulateWideScreen } from '../../test-support/wide-screen.ts';
import { listAnswer, testOrder } from '../../test-support/order-history.ts';

const LIST = 'GET /web/order/list?page=1&size=10';
const CHECKOUT_ID = '0b7c3d4e-5f60-4a1b-9c2d-3e4f5a6b7c8d';
const unpaid = testOrder({ trackingNumber: 'MP000000028CA', orderStatus: 'ORDER_CREATED' });
const paid = testOrder({ orderStatus: 'LABEL_CREATED' });

describe('an unpaid order in Order History', () => {
  it.each([
    ['in the table', true],
    ['on the cards', false],
  ])('offers Pay and Discard %s, and no Print Label, which a paid order keeps', async (_, wide) => {
    if (wide) emulateWideScreen();
    renderApp('/order-history', {
      session: demoUser,
      answers: { [LIST]: listAnswer([unpaid, paid]) },
    });
    // The first test of the file waits for the page's code to compile, on a busy machine too.
    const pay = await screen.findByRole(
      'link',
      { name: 'Pay for MP000000028CA' },
      { timeout: 15_000 },
    );
    expect(pay).toHaveAttribute('href', `/checkout/${CHECKOUT_ID}`);
    expect(screen.getByRole('button', { name: 'Discard MP000000028CA' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Print Label for MP000000028CA' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Print Label for MP123456785CA' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay for MP123456785CA' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard MP123456785CA' })).not.toBeInTheDocument();
  });

  it('discards it once confirmed, and the list read again no longer has it', async () => {
    const { user, fetchMock } = renderApp('/order-history', {
      session: demoUser,
      answers: {
        [LIST]: [listAnswer([unpaid, paid]), listAnswer([paid])],
        'POST /web/order/MP000000028CA/discard': {
          status: 200,
          body: { trackingNumber: 'MP000000028CA', discardedAt: '2026-11-29T12:00:00.000Z' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Discard MP000000028CA' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard order MP000000028CA?' });
    expect(dialog).toHaveTextContent('Mei Wong');
    await user.click(within(dialog).getByRole('button', { name: 'Discard order' }));
    await waitFor(() => expect(screen.queryByText('MP000000028CA')).not.toBeInTheDocument());
    expect(screen.getByText('MP123456785CA')).toBeInTheDocument();
    expect(requestBody(fetchMock, 'POST /web/order/MP000000028CA/discard')).toEqual({});
  });

  it('keeps it when the user keeps it, and shows the server’s refusal in the dialog', async () => {
    const refusal = 'Order MP000000028CA cannot be discarded while its payment is in progress.';
    const { user, fetchMock } = renderApp('/order-history', {
      session: demoUser,
      answers: {
        [LIST]: listAnswer([unpaid]),
        'POST /web/order/MP000000028CA/discard': { status: 409, body: { message: refusal } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Discard MP000000028CA' }));
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const discards = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/discard')).length;
    expect(discards()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Discard MP000000028CA' }));
    await user.click(screen.getByRole('button', { name: 'Discard order' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(discards()).toBe(1);
  });

  it('opens a checkout for an order that never reached one, then goes there', async () => {
    const { user, fetchMock, location } = renderApp('/order-history', {
      session: demoUser,
      answers: {
        [LIST]: listAnswer([{ ...unpaid, shippingBatchId: null }]),
        'POST /web/ship/validate': { status: 200, body: { shippingBatchId: CHECKOUT_ID } },
        [`GET /web/ship/status/${CHECKOUT_ID}`]: { status: 500, body: { message: 'Boom.' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay for MP000000028CA' }));
    await waitFor(() => expect(location()).toBe(`/checkout/${CHECKOUT_ID}`));
    expect(requestBody(fetchMock, 'POST /web/ship/validate')).toEqual({
      batchId: null,
      shippingRequests: [{ trackingNumber: 'MP000000028CA', serviceCode: 'CA_GROUND' }],
    });
  });
});
