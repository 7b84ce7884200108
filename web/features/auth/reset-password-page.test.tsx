import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountMessages } from '#domain/auth/messages.ts';
import { mockFetch, requestBody, type MockAnswer } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const CHECK = 'POST /web/auth/reset-password/check';
const RESET = 'POST /web/auth/reset-password';
const USABLE: MockAnswer = { status: 200, body: { usable: true } };

function renderResetPage(route: string) {
  return renderWithProviders(<ResetPasswordPage />, { route, path: '/reset-password' });
}

const input = (label: string) => screen.getByLabelText(label);

async function choosePassword(user: ReturnType<typeof renderResetPage>['user'], password: string) {
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.type(input('Confirm New Password'), password);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  it('says at once that a link without a token cannot be used, and offers a new one', async () => {
    const { user, location } = renderResetPage('/reset-password');

    expect(screen.getByRole('alert')).toHaveTextContent(AccountMessages.resetLinkInvalid);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Request a new reset link' }));
    expect(location()).toBe('/login?forgot=1');
  });

  it('checks the link before showing the form, and says a used one cannot be used', async () => {
    const fetchMock = mockFetch({ [CHECK]: { status: 200, body: { usable: false } } });
    renderResetPage('/reset-password?token=spent');

    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link…');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();

    expect(await screen.findByRole('alert')).toHaveTextContent(AccountMessages.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/login?forgot=1',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(requestBody(fetchMock, CHECK)).toEqual({ token: 'spent' });
  });

  it('says a link too malformed to look up cannot be used', async () => {
    mockFetch({
      [CHECK]: { status: 400, body: { message: AccountMessages.resetLinkInvalid, field: 'token' } },
    });
    renderResetPage(`/reset-password?token=${'x'.repeat(300)}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(AccountMessages.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says a link the server cannot check and offers to check it again', async () => {
    mockFetch({
      [CHECK]: [{ status: 503, body: { message: 'Maplepost is busy. Try again soon.' } }, USABLE],
    });
    const { user } = renderResetPage('/reset-password?token=abc123');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Maplepost is busy. Try again soon.',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
  });

  it('sets the new password, confirms in a popup and leads to the login page', async () => {
    const fetchMock = mockFetch({
      [CHECK]: USABLE,
      [RESET]: { status: 200, body: { message: AccountMessages.passwordResetDone } },
    });
    const { user, location } = renderResetPage('/reset-password?token=abc123');

    await choosePassword(user, 'Fresh-Kiln-Start-7!');

    const popup = await screen.findByRole('dialog');
    expect(popup).toHaveTextContent(AccountMessages.passwordResetDone);
    expect(requestBody(fetchMock, RESET)).toEqual({
      token: 'abc123',
      password: 'Fresh-Kiln-Start-7!',
    });

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(location()).toBe('/login');
  });

  it('explains a link that expired while the form was open, and offers a new one', async () => {
    mockFetch({
      [CHECK]: USABLE,
      [RESET]: {
        status: 400,
        body: { message: AccountMessages.resetLinkInvalid, field: 'token' },
      },
    });
    const { user } = renderResetPage('/reset-password?token=spent');

    await choosePassword(user, 'Fresh-Kiln-Start-7!');

    expect(await screen.findByRole('alert')).toHaveTextContent(AccountMessages.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/login?forgot=1',
    );
  });

  it("shows the server's word on a refused password", async () => {
    mockFetch({
      [CHECK]: USABLE,
      [RESET]: {
        status: 400,
        body: { message: AccountMessages.commonPassword, field: 'password' },
      },
    });
    const { user } = renderResetPage('/reset-password?token=abc123');

    await choosePassword(user, 'Lighthouse-Keeper-9!');

    expect(await screen.findByRole('alert')).toHaveTextContent(AccountMessages.commonPassword);
    expect(
      screen.queryByRole('link', { name: 'Request a new reset link' }),
    ).not.toBeInTheDocument();
  });

  it('refuses a commonly used password before sending it, in the checklist', async () => {
    const fetchMock = mockFetch({ [CHECK]: USABLE });
    const { user } = renderResetPage('/reset-password?token=abc123');

    await choosePassword(user, 'Newpassword1!');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      AccountMessages.passwordRequirements,
    );
    expect(
      within(screen.getByRole('list', { name: 'Password requirements' }))
        .getByText('Not a commonly used password')
        .closest('li'),
    ).toHaveTextContent(/^Not met: /);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/web/auth/reset-password',
    );
  });

  it('asks for both fields when submitted empty', async () => {
    mockFetch({ [CHECK]: USABLE });
    const { user } = renderResetPage('/reset-password?token=abc123');

    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AccountMessages.fillAllFields);
  });
});
