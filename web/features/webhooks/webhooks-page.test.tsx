import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  WebhookMessages as Messages,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '#domain/webhooks/schemas.ts';
import { mockFetch, requestBody, type MockAnswer } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { WebhooksPage } from './webhooks-page.tsx';

const BASE = '/web/user/webhook-endpoints';
const LIST = `GET ${BASE}`;
const CREATE = `POST ${BASE}`;

const endpoint: WebhookEndpoint = {
  endpointId: 'e-1',
  url: 'https://shop.example/hooks',
  events: ['shipment.created', 'label.created'],
  enabled: true,
  disabledReason: null,
  createdAt: '2026-11-24T17:00:00.000Z',
  failingSince: null,
};

const delivery: WebhookDelivery = {
  deliveryId: 'd-1',
  eventId: 'evt_1',
  eventType: 'shipment.created',
  status: 'FAILED',
  attempts: 12,
  lastStatusCode: null,
  lastError: 'The connection was refused.',
  createdAt: '2026-11-24T17:05:00.000Z',
  lastAttemptAt: '2026-11-25T17:05:00.000Z',
  deliveredAt: null,
};

const ok = (body: unknown): MockAnswer => ({ status: 200, body });

function renderPage(answers: Record<string, MockAnswer | MockAnswer[]>) {
  const fetchMock = mockFetch(answers);
  return { ...renderWithProviders(<WebhooksPage />, { route: '/webhooks' }), fetchMock };
}

describe('WebhooksPage', () => {
  it('says there are no endpoints yet, and adds one with the events ticked', async () => {
    const { user, fetchMock } = renderPage({
      [LIST]: [ok({ endpoints: [] }), ok({ endpoints: [endpoint] })],
      [CREATE]: { status: 201, body: endpoint },
    });
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(Messages.urlRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(BASE, expect.objectContaining({ method: 'POST' }));

    await user.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), endpoint.url);
    for (const event of ['tracking.updated', 'bulk.completed']) {
      await user.click(screen.getByRole('checkbox', { name: new RegExp(event) }));
    }
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() =>
      expect(requestBody(fetchMock, CREATE)).toEqual({
        url: endpoint.url,
        events: ['shipment.created', 'label.created'],
      }),
    );
    expect(await screen.findByText(`Endpoint added: ${endpoint.url}`)).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: endpoint.url })).toBeInTheDocument();
  });

  it('shows the server’s refusal on the URL field', async () => {
    const { user } = renderPage({
      [LIST]: ok({ endpoints: [] }),
      [CREATE]: { status: 400, body: { message: Messages.urlPrivate, field: 'url' } },
    });
    await user.type(
      await screen.findByRole('textbox', { name: /Endpoint URL/ }),
      'https://10.0.0.1/hooks',
    );
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const field = screen.getByRole('textbox', { name: /Endpoint URL/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(Messages.urlPrivate)));
  });

  it('shows the secret on request, the delivery log and resends a delivery', async () => {
    const { user, fetchMock } = renderPage({
      [LIST]: ok({ endpoints: [endpoint] }),
      [`GET ${BASE}/e-1/secret`]: ok({ secret: 'whsec_abc' }),
      [`GET ${BASE}/e-1/deliveries`]: ok({ deliveries: [delivery], nextCursor: null }),
      [`POST ${BASE}/e-1/deliveries/d-1/resend`]: {
        status: 202,
        body: { message: Messages.resendQueued },
      },
    });
    const card = await screen.findByRole('listitem', { name: endpoint.url });
    await user.click(within(card).getByRole('button', { name: 'Show signing secret' }));
    expect(await within(card).findByLabelText('Signing secret')).toHaveTextContent('whsec_abc');

    const logButton = within(card).getByRole('button', { name: 'Delivery log' });
    await user.click(logButton);
    expect(logButton).toHaveAttribute('aria-expanded', 'true');
    const line = await within(card).findByRole('listitem', { name: /^shipment\.created, / });
    expect(line).toHaveTextContent('The connection was refused. · 12 attempts');
    expect(line).toHaveTextContent('Failed');
    // The last page of the log says how long it reaches back.
    expect(within(card).getByText('Deliveries are kept for 30 days.')).toBeInTheDocument();

    await user.click(within(line).getByRole('button', { name: /^Resend shipment\.created/ }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `${BASE}/e-1/deliveries/d-1/resend`,
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });
});
