import { QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { SessionUser } from '#domain/auth/schemas.ts';
import { mockFetch, type MockAnswer } from './mock-fetch.ts';
import { AppProviders } from '../app/app-providers.tsx';
import { appRoutes } from '../app/routes.tsx';

// Each page is a lazy route, compiled by Vite the first time a test opens it: give findBy*
// queries more than the default second to see it.
configure({ asyncUtilTimeout: 5000 });

export const demoUser: SessionUser = {
  userId: 'u-1',
  name: 'Aurora Bakery',
  email: 'hello@aurora.test',
  role: 'CUSTOMER',
  labelFormat: 'PDF',
};

type RenderAppOptions = {
  /** Who the session probe says is signed in: null for a guest, 'pending' for no answer yet. */
  session: SessionUser | null | 'pending';
  /** More answers for fetch, keyed "METHOD /path". */
  answers?: Record<string, MockAnswer | MockAnswer[]>;
};

/**
 * Renders the whole site (its real route table, layouts and providers) at `path`, with fetch
 * answering the session probe. `location()` is where the app is now, path and query.
 */
export function renderApp(path: string, { session, answers = {} }: RenderAppOptions) {
  const fetchMock = mockFetch({
    'GET /web/auth/session': {
      status: 200,
      body: { user: session === 'pending' ? null : session },
    },
    ...answers,
  });
  if (session === 'pending') fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
  // jsdom does not scroll; ScrollRestoration calls this on every navigation.
  vi.stubGlobal('scrollTo', () => {});

  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { user: userEvent.setup(), router, fetchMock, location };
}
