import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountMessages } from '#domain/auth/messages.ts';
import { mockFetch, requestBody, type MockAnswer } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { LoginPage } from './login-page.tsx';
import { authKeys } from './auth-api.ts';

const GUEST: MockAnswer = { status: 200, body: { user: null } };
const AURORA = {
  userId: 'u-1',
  name: 'Aurora Bakery',
  email: 'aurora@example.test',
  role: 'CUSTOMER',
  labelFormat: 'PDF',
};
const LOGGED_IN: MockAnswer = { status: 200, body: { user: AURORA } };

function renderLoginPage(route = '/login') {
  return renderWithProviders(<LoginPage />, { route, path: '/login' });
}

const emailInput = () => screen.getByRole('textbox', { name: 'Email' });
const passwordInput = () => screen.getByLabelText('Password');

describe('LoginPage, Login', () => {
  it('asks for every field when submitted empty, and marks the empty inputs', async () => {
    mockFetch({ 'GET /web/auth/session': GUEST });
    const { user } = renderLoginPage();

    await user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AccountMessages.fillAllFields);
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the email format on blur and refuses to submit while it is wrong', async () => {
    const fetchMock = mockFetch({ 'GET /web/auth/session': GUEST });
    const { user } = renderLoginPage();

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'aurora@bakery');
    await user.tab();
    expect(await screen.findByText(AccountMessages.invalidEmail)).toBeInTheDocument();
    expect(emailInput()).toHaveAccessibleDescription(AccountMessages.invalidEmail);

    await user.type(passwordInput(), 'Sourdough-Loaf-88!');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AccountMessages.correctErrors);
    expect(fetchMock).toHaveBeenCalledTimes(1); // the session probe only
  });

  it("shows the server's message and keeps what was typed", async () => {
    mockFetch({
      'GET /web/auth/session': GUEST,
      'POST /web/auth/login': { status: 400, body: { message: AccountMessages.wrongCredentials } },
    });
    const { user, location } = renderLoginPage();

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'aurora@example.test');
    await user.type(passwordInput(), 'Wrong-Password-1!{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(AccountMessages.wrongCredentials);
    expect(emailInput()).toHaveValue('aurora@example.test');
    expect(passwordInput()).toHaveValue('Wrong-Password-1!');
    expect(location()).toBe('/login');
  });

  it('goes to a safe returnTo path after logging in and fills the session', async () => {
    const fetchMock = mockFetch({
      'GET /web/auth/session': GUEST,
      'POST /web/auth/login': LOGGED_IN,
    });
    const { user, location, queryClient } = renderLoginPage(
      '/login?returnTo=%2Faddress-book%3Fpage%3D2',
    );

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'aurora@example.test');
    await user.type(passwordInput(), 'Sourdough-Loaf-88!');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await expect.poll(location).toBe('/address-book?page=2');
    expect(queryClient.getQueryData(authKeys.session())).toEqual(AURORA);
    expect(requestBody(fetchMock, 'POST /web/auth/login')).toEqual({
      email: 'aurora@example.test',
      password: 'Sourdough-Loaf-88!',
    });
  });

  it('ignores a returnTo that would leave the site', async () => {
    mockFetch({ 'GET /web/auth/session': GUEST, 'POST /web/auth/login': LOGGED_IN });
    const { user, location } = renderLoginPage('/login?returnTo=%2F%2Fevil.com');

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'aurora@example.test');
    await user.type(passwordInput(), 'Sourdough-Loaf-88!');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await expect.poll(location).toBe('/dashboard');
  });

  it('sends a visitor who is already signed in to the dashboard', async () => {
    mockFetch({ 'GET /web/auth/session': LOGGED_IN });
    const { location } = renderLoginPage();

    // The form shows while the session is checked, as in the page rendered at build time.
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    await expect.poll(location).toBe('/dashboard');
  });

  it('shows and hides the password with a named button reachable by keyboard', async () => {
    mockFetch({ 'GET /web/auth/session': GUEST });
    const { user } = renderLoginPage();

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'aurora@example.test');
    await user.tab();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    expect(passwordInput()).toHaveAttribute('type', 'password');

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(passwordInput()).toHaveAttribute('type', 'text');
  });

  it('opens the Register tab from ?mode=register and switches back', async () => {
    mockFetch({ 'GET /web/auth/session': GUEST });
    const { user, location } = renderLoginPage('/login?mode=register');

    expect(
      await screen.findByRole('tab', { name: 'Register', selected: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name/Company Name' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(location()).toBe('/login');
    expect(screen.queryByRole('textbox', { name: 'Name/Company Name' })).not.toBeInTheDocument();
  });
});

describe('LoginPage, Forgot password', () => {
  it('asks for the email when sent empty', async () => {
    mockFetch({ 'GET /web/auth/session': GUEST });
    const { user } = renderLoginPage();

    await user.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Forgot password' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      AccountMessages.enterEmail,
    );
  });

  it('sends the reset email for the address typed at login and confirms in a popup', async () => {
    const fetchMock = mockFetch({
      'GET /web/auth/session': GUEST,
      'POST /web/auth/forgot-password': {
        status: 200,
        body: { message: AccountMessages.resetEmailSent },
      },
    });
    const { user, location } = renderLoginPage();

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'aurora@example.test');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Forgot password' });
    expect(location()).toBe('/login?forgot=1');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText(AccountMessages.resetEmailSent)).toBeInTheDocument();
    expect(requestBody(fetchMock, 'POST /web/auth/forgot-password')).toEqual({
      email: 'aurora@example.test',
    });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('opens straight from /login?forgot=1 and says when sending failed', async () => {
    mockFetch({
      'GET /web/auth/session': GUEST,
      'POST /web/auth/forgot-password': { status: 500, body: 'Bad gateway' },
    });
    const { user } = renderLoginPage('/login?forgot=1');

    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email' }),
      'aurora@example.test{Enter}',
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      AccountMessages.genericError,
    );
  });
});
