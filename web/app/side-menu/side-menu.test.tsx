import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountMessages } from '#domain/auth/messages.ts';
import { demoUser, renderApp } from '../../test-support/render-app.tsx';

const sideMenu = () => screen.findByRole('navigation', { name: 'Side menu' });

describe('SideMenu', () => {
  it('lists the shipping and account pages in order', async () => {
    renderApp('/tracking', { session: demoUser });
    const menu = await sideMenu();

    const entries = await within(menu).findAllByRole('link');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Dashboard',
      'New Shipment',
      'Vancouver Next Day',
      'Bulk Shipping',
      'Tracking',
      'Order History',
      'Personal Information',
      'My Address Book',
      'API keys',
      'Webhooks',
    ]);
    expect(within(menu).getByRole('link', { name: 'Tracking' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each(['Bulk Shipping', 'Personal Information', 'My Address Book', 'API keys'])(
    'asks a guest choosing %s to log in, and stays on the page after OK',
    async (feature) => {
      const { user, location } = renderApp('/shipping', { session: null });
      const menu = await sideMenu();

      await user.click(await within(menu).findByRole('button', { name: feature }));

      const popup = await screen.findByRole('dialog');
      expect(popup).toHaveTextContent(AccountMessages.loginRequiredForFeature);
      await user.click(within(popup).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(location()).toBe('/shipping');
    },
  );

  it('lets the popup lead to the login page, with a way back to the feature', async () => {
    const { user, location } = renderApp('/shipping', { session: null });
    const menu = await sideMenu();

    await user.click(await within(menu).findByRole('button', { name: 'My Address Book' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Log In' }),
    );

    await waitFor(() => expect(location()).toBe('/login?returnTo=%2Faddress-book'));
  });
});
