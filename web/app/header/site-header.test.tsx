import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '../../test-support/render-app.tsx';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('SiteHeader', () => {
  it('links the logo home and lists the main pages in order', async () => {
    renderApp('/about', { session: null });
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('link', { name: 'Maplepost' })).toHaveAttribute('href', '/');
    const labels = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Home',
      'Shipping',
      'Vancouver Next Day Delivery',
      'Tracking',
      'For Business',
      'About Us',
      'FAQ',
      'Contact Us',
    ]);
    expect(within(mainNav()).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('offers a guest Sign Up / Log In', async () => {
    renderApp('/', { session: null });

    expect(await screen.findByRole('link', { name: 'Sign Up / Log In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers a signed-in user My Account and Logout, which signs out and goes home', async () => {
    const { user, location, fetchMock } = renderApp('/faq', {
      session: demoUser,
      answers: { 'POST /web/auth/logout': { status: 204 } },
    });

    expect(await screen.findByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Sign Up / Log In' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('link', { name: 'Sign Up / Log In' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(fetchMock).toHaveBeenCalledWith(
      '/web/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
