import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountMessages } from '#domain/auth/messages.ts';
import { mockFetch, requestBody, type MockAnswer } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { LoginPage } from './login-page.tsx';
import { authKeys } from './auth-api.ts';
import { REDIRECT_AFTER_REGISTER_MS } from './register-form.tsx';

const GUEST: MockAnswer = { status: 200, body: { user: null } };
const AURORA = {
  userId: 'u-1',
  name: 'Aurora Bakery',
  email: 'aurora@example.test',
  role: 'CUSTOMER',
  labelFormat: 'PDF',
};

function renderRegisterTab() {
  return renderWithProviders(<LoginPage />, { route: '/login?mode=register', path: '/login' });
}

const input = (label: string) => screen.getByLabelText(label);
const checklistItem = (label: string) =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getByText(label)
    .closest('li');

async function fillForm(
  user: ReturnType<typeof renderRegisterTab>['user'],
  password: string,
  confirmation: string,
) {
  await user.type(
    await screen.findByRole('textbox', { name: 'Name/Company Name' }),
    'Aurora Bakery',
  );
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'aurora@example.test');
  await user.type(input('Password'), password);
  await user.type(input('Confirm Password'), confirmation);
}

describe('LoginPage, Register', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks the password checklist off as the user types', async () => {
    mockFetch({ 'GET /web/auth/session': GUEST });
    const { user } = renderRegisterTab();

    await user.type(await screen.findByLabelText('Password'), 'sourdough');
    expect(checklistItem('At least 8 characters')).toHaveTextContent(/^Met: /);
    expect(checklistItem('At least one uppercase letter')).toHaveTextContent(/^Not met: /);
    expect(checklistItem('Passwords match')).toHaveTextContent(/^Not met: /);

    await user.type(input('Password'), 'S!');
    expect(checklistItem('At least one uppercase letter')).toHaveTextContent(/^Met: /);
    expect(screen.getByText(/^At least one special character/).closest('li')).toHaveTextContent(
      /^Met: /,
    );

    await user.type(input('Confirm Password'), 'sourdoughS!');
    expect(checklistItem('Passwords match')).toHaveTextContent(/^Met: /);
    expect(screen.getByRole('list', { name: 'Password requirements' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('shows before submitting that a password meeting the other rules is too common, and refuses it', async () => {
    const fetchMock = mockFetch({ 'GET /web/auth/session': GUEST });
    const { user } = renderRegisterTab();

    await fillForm(user, 'Newpassword1!', 'Newpassword1!');
    await waitFor(() =>
      expect(checklistItem('Not a commonly used password')).toHaveTextContent(/^Not met: /),
    );
    for (const rule of [
      'At least 8 characters',
      'At least one uppercase letter',
      'Passwords match',
    ]) {
      expect(checklistItem(rule)).toHaveTextContent(/^Met: /);
    }
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      AccountMessages.passwordRequirements,
    );
    expect(input('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1); // the session probe only

    await user.clear(input('Password'));
    await user.type(input('Password'), 'Sourdough-Loaf-88!');
    await waitFor(() =>
      expect(checklistItem('Not a commonly used password')).toHaveTextContent(/^Met: /),
    );
  });

  it('refuses a confirmation that does not match', async () => {
    const fetchMock = mockFetch({ 'GET /web/auth/session': GUEST });
    const { user } = renderRegisterTab();

    await fillForm(user, 'Sourdough-Loaf-88!', 'Sourdough-Loaf-89!');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      AccountMessages.passwordRequirements,
    );
    expect(input('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1); // the session probe only
  });

  it('refuses a password that misses a rule', async () => {
    mockFetch({ 'GET /web/auth/session': GUEST });
    const { user } = renderRegisterTab();

    await fillForm(user, 'sourdough-loaf', 'sourdough-loaf');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      AccountMessages.passwordRequirements,
    );
    expect(input('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a name a shipment would refuse, with the same message', async () => {
    const fetchMock = mockFetch({ 'GET /web/auth/session': GUEST });
    const { user } = renderRegisterTab();

    await user.type(await screen.findByRole('textbox', { name: 'Name/Company Name' }), '🚀🚀');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'aurora@example.test');
    await user.type(input('Password'), 'Sourdough-Loaf-88!');
    await user.type(input('Confirm Password'), 'Sourdough-Loaf-88!');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Name may contain only letters, spaces, apostrophes, hyphens and periods.',
    );
    expect(screen.getByRole('textbox', { name: 'Name/Company Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1); // the session probe only
  });

  it("shows the server's message and keeps what was typed", async () => {
    mockFetch({
      'GET /web/auth/session': GUEST,
      'POST /web/auth/register': { status: 409, body: { message: AccountMessages.emailTaken } },
    });
    const { user } = renderRegisterTab();

    await fillForm(user, 'Sourdough-Loaf-88!', 'Sourdough-Loaf-88!');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AccountMessages.emailTaken);
    expect(screen.getByRole('textbox', { name: 'Name/Company Name' })).toHaveValue('Aurora Bakery');
    expect(input('Confirm Password')).toHaveValue('Sourdough-Loaf-88!');
  });

  it('confirms in a popup, then goes to the dashboard after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({
      'GET /web/auth/session': GUEST,
      'POST /web/auth/register': { status: 201, body: { user: AURORA } },
    });
    const { user, location, queryClient } = renderRegisterTab();

    await fillForm(user, 'Sourdough-Loaf-88!', 'Sourdough-Loaf-88!');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const popup = await screen.findByRole('dialog');
    expect(popup).toHaveTextContent(AccountMessages.accountCreated);
    expect(within(popup).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(queryClient.getQueryData(authKeys.session())).toEqual(AURORA);
    expect(requestBody(fetchMock, 'POST /web/auth/register')).toEqual({
      name: 'Aurora Bakery',
      email: 'aurora@example.test',
      password: 'Sourdough-Loaf-88!',
    });

    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_REGISTER_MS - 100));
    expect(location()).toBe('/login?mode=register');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(location()).toBe('/dashboard');
  });

  it('goes to the dashboard at once on OK', async () => {
    mockFetch({
      'GET /web/auth/session': GUEST,
      'POST /web/auth/register': { status: 201, body: { user: AURORA } },
    });
    const { user, location } = renderRegisterTab();

    await fillForm(user, 'Sourdough-Loaf-88!', 'Sourdough-Loaf-88!');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));

    expect(location()).toBe('/dashboard');
  });
});
