import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { GROUND } from '../../test-support/rates.ts';
import { ShipmentForm } from './shipment-form.tsx';
import { FILLED_SHIPMENT } from '../../test-support/shipments.ts';
import { RATES_DEBOUNCE_MS } from './use-shipment-rates.ts';

// The connection drops after the page came: the form's checks and Next's calls, which load when
// the visitor enters the form, cannot load.
vi.mock('./shipment-form-schema.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./shipping-api.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ShipmentForm whose code cannot load', () => {
  it('says on Next that Maplepost cannot be reached, and keeps what was typed', async () => {
    const fetchMock = mockFetch({
      'GET /web/auth/session': { status: 200, body: { user: null } },
      'POST /web/rates': { status: 200, body: { rates: [GROUND] } },
    });
    const { user, location } = renderWithProviders(
      <ShipmentForm variant="standard" defaultValues={FILLED_SHIPMENT} />,
      { route: '/shipping', path: '/shipping' },
    );
    const sender = within(screen.getByRole('region', { name: 'Sender' }));
    const senderName = sender.getByRole('textbox', { name: 'Full name' });
    await user.clear(senderName);
    await user.type(senderName, 'Zoë Tremblay');
    await user.tab();

    await wait(RATES_DEBOUNCE_MS);
    await user.click(screen.getByRole('radio', { name: /Canada Ground/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await wait(0);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error creating order: Could not reach Maplepost. Please check your connection and try again.',
    );
    expect(senderName).toHaveValue('Zoë Tremblay');
    expect(location()).toBe('/shipping');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/web/order/create');
  });
});
