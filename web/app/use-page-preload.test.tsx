import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from './route-handle.ts';
import { usePagePreload } from './use-page-preload.ts';

function Root() {
  usePagePreload();
  return <Outlet />;
}

/** A guard that never lets its page render, like the sign-in guard while the session loads. */
function WaitingGuard() {
  return <p>Checking your session…</p>;
}

function renderAt(path: string, handles: Record<string, RouteHandle>) {
  const router = createMemoryRouter(
    [
      {
        Component: Root,
        children: [
          {
            Component: WaitingGuard,
            children: Object.entries(handles).map(([pagePath, handle]) => ({
              path: pagePath,
              handle,
              Component: () => <h1>{pagePath}</h1>,
            })),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const pageHandle = (title: string): RouteHandle => ({
  title,
  loadPage: vi.fn(() => Promise.resolve()),
});

describe('usePagePreload', () => {
  it('downloads the current page while a guard still holds it back, and no other page', async () => {
    const dashboard = pageHandle('Dashboard');
    const history = pageHandle('Order History');
    renderAt('/dashboard', { '/dashboard': dashboard, '/order-history': history });

    await waitFor(() => expect(dashboard.loadPage).toHaveBeenCalledTimes(1));
    expect(history.loadPage).not.toHaveBeenCalled();
  });

  it('downloads the next page when the address changes', async () => {
    const dashboard = pageHandle('Dashboard');
    const history = pageHandle('Order History');
    const router = renderAt('/dashboard', { '/dashboard': dashboard, '/order-history': history });

    await router.navigate('/order-history');
    await waitFor(() => expect(history.loadPage).toHaveBeenCalledTimes(1));
  });

  it('keeps a failed download from becoming an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      // Not a vi.fn: a spy awaits the promises it returns, which would handle the rejection.
      let downloads = 0;
      const broken: RouteHandle = {
        title: 'Dashboard',
        loadPage: () => {
          downloads += 1;
          return Promise.reject(new Error('chunk missing'));
        },
      };
      renderAt('/dashboard', { '/dashboard': broken });
      await waitFor(() => expect(downloads).toBe(1));
      // Node reports an unhandled rejection after the microtasks of the turn that made it.
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
