import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '../../test-support/render-app.tsx';

async function openMobileMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

const groupItems = (menu: HTMLElement, group: string) =>
  within(within(menu).getByRole('group', { name: group }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('MobileMenu', () => {
  it('opens on the burger and shows Home and its groups', async () => {
    const { user } = renderApp('/', { session: null });
    const menu = await openMobileMenu(user);
    await within(menu).findByRole('link', { name: 'Log In' });

    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(groupItems(menu, 'General Information')).toEqual([
      'For Business',
      'About Us',
      'FAQ',
      'Contact Us',
    ]);
    expect(groupItems(menu, 'Shipping')).toEqual([
      'Shipping',
      'Vancouver Next Day Delivery',
      'Bulk Shipping',
    ]);
    expect(groupItems(menu, 'Tracking')).toEqual(['Tracking', 'Order History']);
    expect(groupItems(menu, 'My Profile')).toEqual([
      'Dashboard',
      'Personal Information',
      'My Address Book',
      'API keys',
      'Webhooks',
      'Log In',
    ]);
  });

  it('ends My Profile with Logout for a signed-in user', async () => {
    const { user } = renderApp('/', { session: demoUser });
    const menu = await openMobileMenu(user);

    const myProfile = within(menu).getByRole('group', { name: 'My Profile' });
    expect(await within(myProfile).findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(myProfile).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('follows a link and closes', async () => {
    const { user, location } = renderApp('/', { session: null });
    const menu = await openMobileMenu(user);

    await user.click(within(menu).getByRole('link', { name: 'FAQ' }));

    await waitFor(() => expect(location()).toBe('/faq'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
