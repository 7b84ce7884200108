import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CUSTOMS_RESPONSE, SAMPLE_CUSTOMS_SUMMARY } from '#domain/test-support/sample-customs.ts';
import { TrackingMessages } from '#domain/tracking/messages.ts';
import type { TrackingInfo } from '#domain/tracking/schemas.ts';
import { mockFetch } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { TrackingPage } from './tracking-page.tsx';

const NUMBER = 'MP123456785CA';

const TRACKING: TrackingInfo = {
  trackingNumber: NUMBER,
  status: 'IN_TRANSIT',
  lastUpdateTime: '2026-11-20T18:00:00Z',
  estimatedDeliveryDate: '2026-11-25',
  events: [
    { timestamp: '2026-11-20T18:00:00Z', description: 'In transit', location: 'Calgary, AB' },
    { timestamp: '2026-11-19T17:00:00Z', description: 'Label created', location: 'Vancouver, BC' },
  ],
};

const renderPage = (route: string) =>
  renderWithProviders(<TrackingPage />, { route, path: '/tracking/:trackingNumber?' });

describe('TrackingPage', () => {
  it('prompts for a number when none is given', () => {
    renderPage('/tracking');
    expect(screen.getByText(TrackingMessages.prompt)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tracking Number' })).toHaveValue('');
  });

  it('shows progress, dates and events newest first for the number in the address', async () => {
    mockFetch({ [`GET /web/tracking/${NUMBER}`]: { status: 200, body: TRACKING } });
    renderPage(`/tracking/${NUMBER}`);
    expect(screen.getByRole('status')).toHaveTextContent('Looking up your parcel…');
    expect(
      await screen.findByRole('progressbar', { name: 'Delivery progress: In Transit, 50%' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'MP 123 456 785 CA' })).toBeInTheDocument();
    expect(screen.getByText('Wednesday, November 25, 2026')).toBeInTheDocument();
    const timeline = screen.getByLabelText('Tracking events');
    expect(
      within(timeline)
        .getAllByText(/In transit|Label created/)
        .map((node) => node.textContent),
    ).toEqual(['In transit', 'Label created']);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tracking Number' })).toHaveValue(NUMBER);
  });

  it('shows the customs declaration when the answer holds it, as it does for the parcel’s sender', async () => {
    mockFetch({
      [`GET /web/tracking/${NUMBER}`]: {
        status: 200,
        body: { ...TRACKING, customs: SAMPLE_CUSTOMS_RESPONSE },
      },
    });
    renderPage(`/tracking/${NUMBER}`);
    expect(await screen.findByText(SAMPLE_CUSTOMS_SUMMARY)).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Declared items' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      '2 × Pure maple syrup, 500 ml glass bottle · HS 1702.20 · origin CA · CAD 18.50 each',
      "1 × Women's cotton T-shirt · HS 6109.10 · origin CA · CAD 24.00 each",
    ]);
  });

  it('shows no customs when the answer has none, as for everyone but the sender', async () => {
    mockFetch({ [`GET /web/tracking/${NUMBER}`]: { status: 200, body: TRACKING } });
    renderPage(`/tracking/${NUMBER}`);
    await screen.findByRole('progressbar');
    expect(screen.queryByText(/Customs:/)).not.toBeInTheDocument();
  });

  it('shows the delivery day of a delivered parcel in place of the estimate', async () => {
    mockFetch({
      [`GET /web/tracking/${NUMBER}`]: {
        status: 200,
        body: {
          ...TRACKING,
          status: 'DELIVERED',
          // Noon in Greenwich: Friday, November 20 on every clock from Hawaii to New Zealand.
          lastUpdateTime: '2026-11-20T12:00:00.000Z',
          events: [
            {
              timestamp: '2026-11-20T12:00:00.000Z',
              description: 'Delivered',
              location: 'Toronto, ON',
            },
            ...TRACKING.events,
          ],
        } satisfies TrackingInfo,
      },
    });
    renderPage(`/tracking/${NUMBER}`);
    const delivered = await screen.findByText('Delivered on');
    expect(delivered.nextElementSibling).toHaveTextContent('Friday, November 20, 2026');
    expect(screen.queryByText('Estimated delivery')).not.toBeInTheDocument();
    expect(screen.queryByText('Wednesday, November 25, 2026')).not.toBeInTheDocument();
  });

  it('reads ?trackingNumber= too', async () => {
    mockFetch({ [`GET /web/tracking/${NUMBER}`]: { status: 200, body: TRACKING } });
    renderPage(`/tracking?trackingNumber=${NUMBER.toLowerCase()}`);
    expect(await screen.findByText('Calgary, AB')).toBeInTheDocument();
  });

  it('searches on the button and on Enter, moving to the shareable address', async () => {
    mockFetch({ [`GET /web/tracking/${NUMBER}`]: { status: 200, body: TRACKING } });
    const { user, location } = renderPage('/tracking');
    const input = screen.getByRole('textbox', { name: 'Tracking Number' });
    await user.type(input, 'mp 1234 5678 5ca');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    // The form's check resolves after the click, as every form's does.
    await waitFor(() => expect(location()).toBe(`/tracking/${NUMBER}`));
    expect(await screen.findByText('Calgary, AB')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Tracking Number' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Tracking Number' }),
      'MP999999990CA{Enter}',
    );
    await waitFor(() => expect(location()).toBe('/tracking/MP999999990CA'));
  });

  it('looks again when the number shown is searched again', async () => {
    const fetchMock = mockFetch({
      [`GET /web/tracking/${NUMBER}`]: [
        { status: 200, body: TRACKING },
        { status: 200, body: { ...TRACKING, status: 'DELIVERED' } },
      ],
    });
    const { user } = renderPage(`/tracking/${NUMBER}`);
    expect(await screen.findByText('In Transit')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Delivery progress: Delivered, 100%' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks for a number when the box is empty, without a lookup', async () => {
    const fetchMock = mockFetch({});
    const { user, location } = renderPage('/tracking');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByText(TrackingMessages.numberMissing)).toBeInTheDocument();
    expect(location()).toBe('/tracking');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the server’s errorMessage',
      { status: 404, body: { errorMessage: TrackingMessages.unknownNumber } },
      TrackingMessages.unknownNumber,
    ],
    [
      'the spec’s words when there is none',
      { status: 500, body: { message: 'boom' } },
      TrackingMessages.notFound,
    ],
  ])('shows %s on a failed lookup', async (_case, answer, message) => {
    mockFetch({ [`GET /web/tracking/${NUMBER}`]: answer });
    renderPage(`/tracking/${NUMBER}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
