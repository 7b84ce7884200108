import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { theme } from './theme.ts';

// Nothing is notified before the first paint; notifications.show() queues in a store anyway.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * The theme is light only (index.html sets it before any script runs), so nothing is stored.
 * Mantine's default manager reads localStorage as React takes the page over, and a first read
 * of localStorage makes the page wait on the browser process (7 ms on a desktop, in the task
 * that hydrates).
 */
const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

type AppProvidersProps = {
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, for component tests. */
  mantineEnv?: 'default' | 'test';
  children: ReactNode;
};

/** The theme, notifications and server-state cache every page relies on. */
export function AppProviders({ queryClient, mantineEnv = 'default', children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} env={mantineEnv} colorSchemeManager={lightOnly}>
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
