import { Notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AccountMessages } from '#domain/auth/messages.ts';
import { authKeys } from '../features/auth/index.ts';
import { apiRequest } from '../lib/api-client.ts';
import { mockFetch } from '../test-support/mock-fetch.ts';
import { renderWithProviders } from '../test-support/render.tsx';
import { AuthExpiryWatcher } from './auth-expiry-watcher.tsx';
import { demoUser } from '../test-support/render-app.tsx';

function renderWatcher(route: string) {
  mockFetch({ 'GET /web/orders': { status: 401, body: { message: 'Session expired' } } });
  const rendered = renderWithProviders(
    <>
      <Notifications />
      <AuthExpiryWatcher />
    </>,
    { route },
  );
  rendered.queryClient.setQueryData(authKeys.session(), demoUser);
  return rendered;
}

/** An API call whose answer is 401, as when the session has expired on the server. */
async function callApiWithExpiredSession() {
  await act(() => apiRequest('/web/orders', z.unknown()).catch(() => undefined));
}

describe('AuthExpiryWatcher', () => {
  it('on a 401 forgets the user, says so and sends them to log in with a way back', async () => {
    const { location, queryClient } = renderWatcher('/order-history?id=CA1');

    await callApiWithExpiredSession();

    expect(await screen.findByText(AccountMessages.authExpired)).toBeInTheDocument();
    expect(location()).toBe('/login?returnTo=%2Forder-history%3Fid%3DCA1');
    expect(queryClient.getQueryData(authKeys.session())).toBeNull();
  });

  it('says it once when several calls fail together', async () => {
    renderWatcher('/dashboard');

    await callApiWithExpiredSession();
    await callApiWithExpiredSession();

    expect(await screen.findAllByText(AccountMessages.authExpired)).toHaveLength(1);
  });

  it('stays on the login page when a call there answers 401', async () => {
    const { location } = renderWatcher('/login?returnTo=%2Fdashboard');

    await callApiWithExpiredSession();

    expect(location()).toBe('/login?returnTo=%2Fdashboard');
  });
});
