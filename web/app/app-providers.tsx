import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { theme } from './theme.ts';

// Nothing is notified before the first paint; notifications.show() queues in a store anyway.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

type AppProvidersProps = {
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, for component tests. */
  mantineEnv?: 'default' | 'test';
  children: ReactNode;
};

/** The theme, notifications and server-state cache every page relies on. */
export function AppProviders({ queryClient, mantineEnv = 'default', children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} env={mantineEnv}>
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
