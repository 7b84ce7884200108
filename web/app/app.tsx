import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppProviders } from './app-providers.tsx';

/**
 * The whole app for a router: main.tsx draws it in the browser, web/prerender.tsx renders it to
 * HTML at build time. One tree for both, so the browser's first render matches the HTML it
 * hydrates.
 */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
