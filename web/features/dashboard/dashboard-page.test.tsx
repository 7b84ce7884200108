import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '#domain/shipments/order-summary.ts';
import { demoUser, renderApp } from '../../test-support/render-app.tsx';
import { emulateWideScreen } from '../../test-support/wide-screen.ts';
import { testOrder } from '../../test-support/order-history.ts';
import { chartSummary } from './weekly-chart.tsx';

const SUMMARY = 'GET /web/order/summary';

/** A summary answer: nothing shipped unless told, 12 weeks of the given counts. */
function summary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    counters: { total: 0, pending: 0, inTransit: 0, delivered: 0 },
    recent: [],
    weekly: Array.from({ length: 12 }, (_, index) => ({
      weekStart: new Date(Date.UTC(2026, 8, 7 + 7 * index)).toISOString().slice(0, 10),
      count: overrides.counters?.total ? 1 : 0,
    })),
    ...overrides,
  };
}

describe('DashboardPage', () => {
  it('welcomes the user by name', async () => {
    renderApp('/dashboard', { session: demoUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Aurora Bakery' }),
    ).toBeInTheDocument();
  });

  it('draws its greeting, counters and actions before the session is known, and asks for nothing', async () => {
    const { fetchMock } = renderApp('/dashboard', { session: 'pending' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome,' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your shipments…');
    expect(screen.getByRole('heading', { name: 'Quick actions' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/web/auth/session']);
  });

  it('falls back to the email when the account has no name', async () => {
    renderApp('/dashboard', { session: { ...demoUser, name: '' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, hello@aurora.test' }),
    ).toBeInTheDocument();
  });

  it('offers the four quick actions', async () => {
    renderApp('/dashboard', { session: demoUser });
    const quickActions = (await screen.findByRole('heading', { name: 'Quick actions' })).closest(
      'section',
    );

    const hrefs = within(quickActions!)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/shipping', '/tracking', '/address-book', '/order-history']);
  });

  it('counts the shipments the summary reports and lists the recent ones with Track and Details', async () => {
    emulateWideScreen();
    renderApp('/dashboard', {
      session: demoUser,
      answers: {
        [SUMMARY]: {
          status: 200,
          body: summary({
            counters: { total: 100, pending: 15, inTransit: 30, delivered: 8 },
            recent: [testOrder()],
          }),
        },
      },
    });
    expect(await screen.findByTestId('counter-total')).toHaveTextContent('100');
    expect(screen.getByRole('group', { name: 'Total Shipments' })).toHaveTextContent('100');
    expect(screen.getByRole('group', { name: 'Pending' })).toHaveTextContent('15');
    expect(screen.getByRole('group', { name: 'In Transit' })).toHaveTextContent('30');
    expect(screen.getByRole('group', { name: 'Delivered' })).toHaveTextContent('8');
    const recent = await screen.findByRole('table', { name: 'Recent Shipments' });
    expect(within(recent).getByRole('link', { name: 'Track MP123456785CA' })).toHaveAttribute(
      'href',
      '/tracking/MP123456785CA',
    );
    expect(within(recent).getByRole('link', { name: 'Details of MP123456785CA' })).toHaveAttribute(
      'href',
      '/order-history?id=MP123456785CA',
    );
    expect(
      screen.getByRole('img', {
        name: /^Shipments per week over the last 12 weeks: 12 shipments in total/,
      }),
    ).toBeInTheDocument();
  });

  it.each([
    ['in the table', true],
    ['on the cards', false],
  ])(
    'offers Pay and Discard for an unpaid recent shipment %s, beside Track and Details',
    async (_, wide) => {
      if (wide) emulateWideScreen();
      const unpaid = testOrder({ trackingNumber: 'MP000000028CA', orderStatus: 'ORDER_CREATED' });
      renderApp('/dashboard', {
        session: demoUser,
        answers: {
          [SUMMARY]: {
            status: 200,
            body: summary({
              counters: { total: 2, pending: 0, inTransit: 1, delivered: 0 },
              recent: [unpaid, testOrder()],
            }),
          },
        },
      });
      const recent = await screen.findByRole(wide ? 'table' : 'list', { name: 'Recent Shipments' });
      expect(within(recent).getByRole('link', { name: 'Pay for MP000000028CA' })).toHaveAttribute(
        'href',
        `/checkout/${unpaid.shippingBatchId}`,
      );
      expect(within(recent).getByRole('button', { name: 'Discard MP000000028CA' })).toBeVisible();
      expect(within(recent).getByRole('link', { name: 'Track MP000000028CA' })).toBeVisible();
      expect(within(recent).queryByRole('link', { name: 'Pay for MP123456785CA' })).toBeNull();
      expect(within(recent).queryByRole('button', { name: 'Discard MP123456785CA' })).toBeNull();
    },
  );

  it('holds the counters in place while they load, quick actions already usable below them', async () => {
    const { fetchMock } = renderApp('/dashboard', { session: demoUser });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input) === '/web/order/summary' ? new Promise(() => {}) : answer(input, init),
    );
    expect(await screen.findByText('Loading your shipments…')).toHaveAttribute('role', 'status');
    for (const name of ['Total Shipments', 'Pending', 'In Transit', 'Delivered']) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    expect(screen.queryByTestId('counter-total')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create a shipment/ })).toHaveAttribute(
      'href',
      '/shipping',
    );
  });

  it('invites the first shipment when there is none', async () => {
    renderApp('/dashboard', {
      session: demoUser,
      answers: { [SUMMARY]: { status: 200, body: summary() } },
    });
    expect(await screen.findByText("You don't have any shipments yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first shipment' })).toHaveAttribute(
      'href',
      '/shipping',
    );
    expect(screen.queryByRole('group', { name: 'Total Shipments' })).not.toBeInTheDocument();
  });

  it('says the load failed and retries', async () => {
    const { user } = renderApp('/dashboard', {
      session: demoUser,
      answers: {
        [SUMMARY]: [
          { status: 500, body: { message: 'Boom.' } },
          {
            status: 200,
            body: summary({
              counters: { total: 1, pending: 1, inTransit: 0, delivered: 0 },
              recent: [testOrder()],
            }),
          },
        ],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load dashboard data. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Total Shipments' })).toHaveTextContent('1');
  });
});

describe('chartSummary', () => {
  it('names the total, the busiest week and this week', () => {
    expect(
      chartSummary([
        { weekStart: '2026-11-09', count: 3 },
        { weekStart: '2026-11-16', count: 7 },
        { weekStart: '2026-11-23', count: 1 },
      ]),
    ).toBe(
      'Shipments per week over the last 3 weeks: 11 shipments in total, most in the week of Nov 16 (7); this week 1.',
    );
    expect(chartSummary([{ weekStart: '2026-11-23', count: 0 }])).toBe(
      'Shipments per week over the last 1 weeks: none.',
    );
  });
});
