import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CUSTOMS_RESPONSE, SAMPLE_CUSTOMS_SUMMARY } from '#domain/test-support/sample-customs.ts';
import { OrderFilterFormMessages, type OrderListItem } from '#domain/shipments/order-list.ts';
import { TrackingMessages } from '#domain/tracking/messages.ts';
import { demoUser, renderApp } from '../../test-support/render-app.tsx';
import { emulateWideScreen } from '../../test-support/wide-screen.ts';
import { stubLabelTab } from '../../test-support/label-tab.ts';
import { listAnswer, testOrder, trackingAnswer } from '../../test-support/order-history.ts';

const LIST = 'GET /web/order/list?page=1&size=10';
const BATCH_ID = '0193a5c4-7e21-7c3a-9f4e-2b6d8a1c5e07';
const other = testOrder({
  trackingNumber: 'MP000000016CA',
  recipientName: 'Jean Tremblay',
  orderStatus: 'DELIVERED',
});

/** Lists `order` alone and opens its row, the tracking lookup answering `tracking`. */
async function openTrackingOf(order: OrderListItem, tracking: ReturnType<typeof trackingAnswer>) {
  const { user } = renderApp('/order-history', {
    session: demoUser,
    answers: {
      [LIST]: listAnswer([order]),
      [`GET /web/tracking/${order.trackingNumber}`]: tracking,
    },
  });
  await user.click(
    await screen.findByRole('button', { name: `Show tracking for ${order.trackingNumber}` }),
  );
}

describe('OrderHistoryPage', () => {
  it('lists the orders in a table on a desktop, filtered as the address says', async () => {
    emulateWideScreen();
    renderApp('/order-history?status=IN_TRANSIT&recipientName=mei', {
      session: demoUser,
      answers: { [`${LIST}&status=IN_TRANSIT&recipientName=mei`]: listAnswer([testOrder()]) },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('MP123456785CA')).toBeInTheDocument();
    expect(within(table).getByText('In Transit')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('IN_TRANSIT');
    expect(screen.getByRole('textbox', { name: 'Recipient name' })).toHaveValue('mei');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/web/order/export.csv?status=IN_TRANSIT&recipientName=mei',
    );
  });

  it('offers spec section 4’s statuses and keeps applied filters in the address', async () => {
    const { user, location } = renderApp('/order-history', {
      session: demoUser,
      answers: {
        [LIST]: listAnswer([testOrder(), other]),
        [`${LIST}&status=DELIVERED&batchId=${BATCH_ID}&dateFrom=2026-11-01`]: listAnswer([other]),
      },
    });
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All statuses',
      'Label Created',
      'Shipped',
      'In Transit',
      'Delivered',
      'Pickup Scheduled',
      'Picked Up',
      'At Warehouse',
    ]);
    await user.selectOptions(status, 'DELIVERED');
    await user.type(screen.getByRole('textbox', { name: 'Batch ID' }), BATCH_ID);
    await user.type(screen.getByLabelText('Date from'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(location()).toBe(
      `/order-history?status=DELIVERED&batchId=${BATCH_ID}&dateFrom=2026-11-01`,
    );
    await waitFor(() => expect(screen.queryByText('MP123456785CA')).not.toBeInTheDocument());
    expect(screen.getByText('MP000000016CA')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/order-history');
    expect(await screen.findByText('MP123456785CA')).toBeInTheDocument();
  });

  it('refuses a date range that ends before it starts', async () => {
    const { user, location } = renderApp('/order-history', {
      session: demoUser,
      answers: { [LIST]: listAnswer([testOrder()]) },
    });
    await user.type(await screen.findByLabelText('Date from'), '2026-11-05');
    await user.type(screen.getByLabelText('Date to'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('Date from must be on or before date to.')).toBeInTheDocument();
    expect(location()).toBe('/order-history');
  });

  it('stops the text filters at the lengths the list takes', async () => {
    const { user, location } = renderApp('/order-history', {
      session: demoUser,
      answers: {
        [LIST]: listAnswer([testOrder()]),
        [`${LIST}&recipientName=${'m'.repeat(100)}`]: listAnswer([testOrder()]),
      },
    });
    const recipientName = await screen.findByRole('textbox', { name: 'Recipient name' });
    await user.click(recipientName);
    await user.paste('m'.repeat(300));
    expect(recipientName).toHaveValue('m'.repeat(100));
    expect(recipientName).toHaveAccessibleDescription(
      'Your pasted text was cut to 100 characters, the most this field takes.',
    );
    const batchId = screen.getByRole('textbox', { name: 'Batch ID' });
    await user.click(batchId);
    await user.paste('B'.repeat(60));
    expect(batchId).toHaveValue('B'.repeat(50));

    await user.clear(batchId);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(location()).toBe(`/order-history?recipientName=${'m'.repeat(100)}`);
    expect(await screen.findByText('MP123456785CA')).toBeInTheDocument();
    expect(screen.queryByText(TrackingMessages.ordersFailed)).not.toBeInTheDocument();
  });

  it('lists by the first 100 characters of a longer recipient name in the address', async () => {
    renderApp(`/order-history?recipientName=${'m'.repeat(300)}`, {
      session: demoUser,
      answers: { [`${LIST}&recipientName=${'m'.repeat(100)}`]: listAnswer([testOrder()]) },
    });
    expect(await screen.findByText('MP123456785CA')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Recipient name' })).toHaveValue('m'.repeat(100));
    expect(screen.queryByText(TrackingMessages.ordersFailed)).not.toBeInTheDocument();
  });

  it('says beside Batch ID what is wrong with one that is not a batch ID, in the form or the address', async () => {
    const { user, location, fetchMock } = renderApp('/order-history?batchId=NOV%2024', {
      session: demoUser,
      answers: { [LIST]: listAnswer([testOrder()]) },
    });
    const batchId = await screen.findByRole('textbox', { name: 'Batch ID' });
    expect(batchId).toHaveAccessibleDescription(OrderFilterFormMessages.batchId);
    expect(screen.getByText('Correct the filters above to see your orders.')).toBeInTheDocument();
    expect(screen.queryByText(TrackingMessages.ordersFailed)).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/web/order/list')),
    ).toHaveLength(0);

    await user.clear(batchId);
    await user.type(batchId, '-NOV');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(batchId).toHaveAccessibleDescription(OrderFilterFormMessages.batchId);
    expect(location()).toBe('/order-history?batchId=NOV%2024');
  });

  it('lists a bulk batch by the id the user named it in the bulk wizard', async () => {
    const { user, location } = renderApp('/order-history', {
      session: demoUser,
      answers: {
        [LIST]: listAnswer([testOrder(), other]),
        [`${LIST}&batchId=NOV-24`]: listAnswer([other]),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Batch ID' }), 'NOV-24');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(location()).toBe('/order-history?batchId=NOV-24');
    await waitFor(() => expect(screen.queryByText('MP123456785CA')).not.toBeInTheDocument());
    expect(screen.getByText('MP000000016CA')).toBeInTheDocument();
  });

  it('opens ?id= with its tracking, falling back to the order’s status when tracking fails', async () => {
    renderApp('/order-history?id=MP123456785CA', {
      session: demoUser,
      answers: {
        [`${LIST}&trackingNumber=MP123456785CA`]: listAnswer([
          testOrder({ orderStatus: 'AT_WAREHOUSE' }),
        ]),
        'GET /web/tracking/MP123456785CA': { status: 500, body: { errorMessage: 'Boom' } },
      },
    });
    expect(
      await screen.findByRole('progressbar', { name: 'Delivery progress: At Warehouse, 50%' }),
    ).toBeInTheDocument();
    expect(screen.getByText(TrackingMessages.noEvents)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide tracking for MP123456785CA' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Show all orders' })).toHaveAttribute(
      'href',
      '/order-history',
    );
  });

  it('shows the tracking events when a row is opened', async () => {
    await openTrackingOf(
      testOrder(),
      trackingAnswer('OUT_FOR_DELIVERY', 'Out for delivery', '2026-11-22T16:00:00Z'),
    );
    expect(
      await screen.findByRole('progressbar', { name: 'Delivery progress: Out For Delivery, 75%' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Toronto, ON')).toBeInTheDocument();
    expect(screen.getByText(/Estimated delivery/)).toHaveTextContent(
      'Estimated delivery: Monday, November 23, 2026',
    );
  });

  it('shows what was declared when a cross-border order is opened', async () => {
    await openTrackingOf(
      testOrder({
        recipientCity: 'New York',
        recipientProvince: 'NY',
        customs: SAMPLE_CUSTOMS_RESPONSE,
      }),
      trackingAnswer('IN_TRANSIT', 'In transit', '2026-11-22T16:00:00Z'),
    );
    expect(await screen.findByText(SAMPLE_CUSTOMS_SUMMARY)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Declared items' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('shows the delivery day of a delivered order in place of the estimate', async () => {
    await openTrackingOf(
      testOrder({ orderStatus: 'DELIVERED' }),
      // Noon in Greenwich: Friday, November 20 on every clock from Hawaii to New Zealand.
      trackingAnswer('DELIVERED', 'Delivered', '2026-11-20T12:00:00.000Z'),
    );
    expect(await screen.findByText(/Delivered on/)).toHaveTextContent(
      'Delivered on Friday, November 20, 2026',
    );
    expect(screen.queryByText(/Estimated delivery/)).not.toBeInTheDocument();
  });

  it('says so when there are no orders, and when filters match none', async () => {
    renderApp('/order-history', { session: demoUser, answers: { [LIST]: listAnswer([]) } });
    expect(await screen.findByText(TrackingMessages.noOrders)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a shipment' })).toHaveAttribute(
      'href',
      '/shipping',
    );
  });

  it('says the load failed and retries', async () => {
    const { user, fetchMock } = renderApp('/order-history', {
      session: demoUser,
      answers: { [LIST]: [{ status: 500, body: { message: 'Boom.' } }, listAnswer([testOrder()])] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(TrackingMessages.ordersFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('MP123456785CA')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/web/order/list')),
    ).toHaveLength(2);
  });

  it('pages through numbered pages kept in the address', async () => {
    const { user, location } = renderApp('/order-history', {
      session: demoUser,
      answers: {
        [LIST]: listAnswer([testOrder()], 3),
        'GET /web/order/list?page=2&size=10': listAnswer([other], 3, 2),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/order-history?page=2');
    expect(await screen.findByText('MP000000016CA')).toBeInTheDocument();
  });

  it('prints a label, and says the spec’s words when there is none', async () => {
    const { tab } = stubLabelTab();
    const { user } = renderApp('/order-history', {
      session: demoUser,
      answers: {
        [LIST]: listAnswer([testOrder()]),
        'GET /web/label/MP123456785CA': { status: 404, body: { message: 'No label URL found' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Print Label for MP123456785CA' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TrackingMessages.noLabelUrl);
    expect(tab.close).toHaveBeenCalled();
  });

  it('offers the commercial invoice beside the label of an order that has one', async () => {
    emulateWideScreen();
    const invoiced = testOrder({ trackingNumber: 'MP000000028CA', hasCommercialInvoice: true });
    renderApp('/order-history', {
      session: demoUser,
      answers: { [LIST]: listAnswer([invoiced, testOrder()]) },
    });
    const link = await screen.findByRole('link', { name: 'Commercial invoice for MP000000028CA' });
    expect(link).toHaveAttribute('href', '/web/order/MP000000028CA/commercial-invoice');
    expect(link).toHaveAttribute('download');
    expect(screen.getAllByRole('link', { name: /^Commercial invoice for / })).toHaveLength(1);
  });

  it('cancels a shipment before pickup once asked twice, and says where the money went', async () => {
    const labelled = testOrder({ orderStatus: 'LABEL_CREATED' });
    const { user, fetchMock } = renderApp('/order-history?id=MP123456785CA', {
      session: demoUser,
      answers: {
        [`${LIST}&trackingNumber=MP123456785CA`]: [
          listAnswer([labelled]),
          listAnswer([{ ...labelled, orderStatus: 'CANCELLED' }]),
        ],
        'GET /web/tracking/MP123456785CA': { status: 500, body: { errorMessage: 'Boom' } },
        'POST /web/order/MP123456785CA/cancel': {
          status: 200,
          body: {
            trackingNumber: 'MP123456785CA',
            status: 'CANCELLED',
            cancelledAt: '2026-11-27T18:00:00.000Z',
            refund: { method: 'CARD', amount: 12.5, state: 'REFUNDED' },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel shipment MP123456785CA' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel shipment MP123456785CA?' });
    expect(dialog).toHaveTextContent('Mei Wong');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel shipment' }));

    const done = await screen.findByText('Shipment MP123456785CA cancelled');
    expect(done).toHaveFocus();
    expect(screen.getByText('$12.50 is on its way back to your card.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/cancel'))).toHaveLength(1);
    // The list, read again, has it cancelled: no label to print.
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Print Label for MP123456785CA' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('keeps a shipment the user chose to keep, and offers no cancel once the carrier has it', async () => {
    const { user, fetchMock } = renderApp('/order-history?id=MP123456785CA', {
      session: demoUser,
      answers: {
        [`${LIST}&trackingNumber=MP123456785CA`]: listAnswer([
          testOrder({ orderStatus: 'PICKUP_SCHEDULED' }),
        ]),
        'GET /web/tracking/MP123456785CA': { status: 500, body: { errorMessage: 'Boom' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel shipment MP123456785CA' }));
    await user.click(screen.getByRole('button', { name: 'Keep shipment' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/cancel'))).toHaveLength(0);
  });

  it('offers no cancel for a parcel in transit', async () => {
    renderApp('/order-history?id=MP123456785CA', {
      session: demoUser,
      answers: {
        [`${LIST}&trackingNumber=MP123456785CA`]: listAnswer([testOrder()]),
        'GET /web/tracking/MP123456785CA': { status: 500, body: { errorMessage: 'Boom' } },
      },
    });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel shipment/ })).not.toBeInTheDocument();
  });
});
