import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../app/theme.ts';

export type RenderOptions = {
  /** The URL the app starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at; navigating away from it unmounts `ui`, as in the app. */
  path?: string;
  /** What the query cache holds before the first render, as after visiting another page. */
  cachedQueries?: ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }>;
};

/**
 * Renders `ui` inside the app's providers (Mantine with the app theme, a fresh TanStack Query
 * client, a memory router). `location()` tells where the app has navigated to; `user` types and
 * clicks, and keeps working under `vi.useFakeTimers()`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', cachedQueries = [] }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  for (const { queryKey, data } of cachedQueries) queryClient.setQueryData(queryKey, data);
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const location = () => screen.getByTestId('location').textContent;
  return { ...result, user, queryClient, location };
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div data-testid="location" hidden>
      {pathname + search}
    </div>
  );
}
