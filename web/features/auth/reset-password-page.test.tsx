import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountMessages } from '#domain/auth/messages.ts';
import { mockFetch, requestBody } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

function renderResetPage(route: string) {
  return renderWithProviders(<ResetPasswordPage />, { route, path: '/reset-password' });
}

const input = (label: string) => screen.getByLabelText(label);

async function choosePassword(user: ReturnType<typeof renderResetPage>['user'], password: string) {
  await user.type(input('New Password'), password);
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

  it('sets the new password, confirms in a popup and leads to the login page', async () => {
    const fetchMock = mockFetch({
      'POST /web/auth/reset-password': {
        status: 200,
        body: { message: AccountMessages.passwordResetDone },
      },
    });
    const { user, location } = renderResetPage('/reset-password?token=abc123');

    await choosePassword(user, 'Fresh-Kiln-Start-7!');

    const popup = await screen.findByRole('dialog');
    expect(popup).toHaveTextContent(AccountMessages.passwordResetDone);
    expect(requestBody(fetchMock, 'POST /web/auth/reset-password')).toEqual({
      token: 'abc123',
      password: 'Fresh-Kiln-Start-7!',
    });

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(location()).toBe('/login');
  });

  it('explains an expired link and offers a new one', async () => {
    mockFetch({
      'POST /web/auth/reset-password': {
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
      'POST /web/auth/reset-password': {
        status: 400,
        body: { message: AccountMessages.commonPassword, field: 'password' },
      },
    });
    const { user } = renderResetPage('/reset-password?token=abc123');

    await choosePassword(user, 'Password123!');

    expect(await screen.findByRole('alert')).toHaveTextContent(AccountMessages.commonPassword);
    expect(
      screen.queryByRole('link', { name: 'Request a new reset link' }),
    ).not.toBeInTheDocument();
  });

  it('asks for both fields when submitted empty', async () => {
    const { user } = renderResetPage('/reset-password?token=abc123');

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AccountMessages.fillAllFields);
  });
});
