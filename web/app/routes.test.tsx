import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '../test-support/render-app.tsx';

describe('the sign-in guard on protected routes', () => {
  it.each([
    ['/address-book', '/login?returnTo=%2Faddress-book'],
    ['/order-history?id=CA123456789CA', '/login?returnTo=%2Forder-history%3Fid%3DCA123456789CA'],
    ['/dashboard', '/login?returnTo=%2Fdashboard'],
  ])('sends a guest from %s to %s', async (path, loginPath) => {
    const { location } = renderApp(path, { session: null });
    await screen.findByRole('tab', { name: 'Login' });
    expect(location()).toBe(loginPath);
  });

  it('lets a signed-in user in', async () => {
    const { location } = renderApp('/dashboard', { session: demoUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Aurora Bakery' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it('shows a loader while the session is still unknown', async () => {
    renderApp('/order-history', { session: 'pending' });
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('lets a page that can draws its heading while the session is still unknown', async () => {
    renderApp('/bulk-shipment', { session: 'pending' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bulk Shipping' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
  });

  it('leaves public pages open to a guest', async () => {
    const { location } = renderApp('/tracking', { session: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Track a Parcel' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/tracking');
  });
});

describe('the route table', () => {
  it('sends /sign-up to the Register side of the login page', async () => {
    const { location } = renderApp('/sign-up', { session: null });
    await screen.findByRole('tab', { name: 'Register' });
    expect(location()).toBe('/login?mode=register');
  });

  it('names the Register side "Sign Up" in the browser tab, and the Login side "Log In"', async () => {
    const { user } = renderApp('/sign-up', { session: null });
    await screen.findByRole('tab', { name: 'Register', selected: true });
    expect(document.title).toBe('Sign Up · Maplepost');

    await user.click(screen.getByRole('tab', { name: 'Login' }));
    await screen.findByRole('tab', { name: 'Login', selected: true });
    expect(document.title).toBe('Log In · Maplepost');
  });

  it.each([
    ['/', 'Parcel shipping across Canada and the US · Maplepost'],
    ['/faq', 'FAQ · Maplepost'],
    ['/tracking/CA123456789CA', 'Tracking · Maplepost'],
    ['/privacy-policy', 'Privacy Policy · Maplepost'],
    ['/no-such-page', 'Page Not Found · Maplepost'],
  ])('names %s "%s" in the browser tab', async (path, title) => {
    renderApp(path, { session: null });
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(title);
  });

  it.each([
    '/',
    '/business',
    '/tracking',
    '/terms-and-conditions',
    '/checkout/b-1',
    '/no-such-page',
  ])('%s has exactly one h1, inside the main landmark', async (path) => {
    renderApp(path, { session: null });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(heading);
  });
});
