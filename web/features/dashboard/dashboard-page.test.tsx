import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '../../app/testing/render-app.tsx';

describe('DashboardPage', () => {
  it('welcomes the user by name', async () => {
    renderApp('/dashboard', { session: demoUser });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome, Aurora Bakery',
    );
  });

  it('falls back to the email when the account has no name', async () => {
    renderApp('/dashboard', { session: { ...demoUser, name: '' } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome, hello@aurora.test',
    );
  });

  it('offers the four quick actions', async () => {
    renderApp('/dashboard', { session: demoUser });
    const quickActions = (await screen.findByRole('heading', { name: 'Quick actions' })).closest(
      'section',
    );

    const hrefs = within(quickActions!)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/shipping', '/tracking', '/address-book', '/order-history']);
  });

  it('announces the shipment overview without inventing numbers', async () => {
    renderApp('/dashboard', { session: demoUser });
    expect(
      await screen.findByRole('heading', { name: 'Your shipments at a glance' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText(/^\d+$/)).not.toBeInTheDocument();
  });
});
