import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountPageMessages as Messages } from '#domain/account/messages.ts';
import type { ActiveSession, Invoice, InvoiceSummary } from '#domain/account/schemas.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import type { SessionUser, UserProfile } from '#domain/auth/schemas.ts';
import { mockFetch, requestBody, type MockAnswer } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { authKeys } from '../auth/index.ts';
import { PersonalInfoPage } from './personal-info-page.tsx';

const PROFILE = 'POST /web/user/get';
const UPDATE = 'POST /web/user/update';
const CHANGE_PASSWORD = 'POST /web/auth/change-password';
const SESSIONS = 'GET /web/auth/sessions';
const INVOICES = 'GET /web/user/invoices';
const DELETE = 'POST /web/user/delete';
const LABEL_FORMAT = 'POST /web/user/label-format';

const profile: UserProfile = {
  userId: 'u-1',
  username: 'Aurora Bakery',
  email: 'hello@aurora.test',
  phone: '6045550123',
  paymentType: 'PER_ORDER',
  billingType: 'PER_ORDER',
  contractRate: 1,
  sameCityRate: null,
  labelFormat: 'PDF',
};

const sessions: ActiveSession[] = [
  {
    sessionId: 'a'.repeat(32),
    createdAt: '2026-11-24T17:00:00.000Z',
    lastSeenAt: '2026-11-24T17:30:00.000Z',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    current: true,
  },
  {
    sessionId: 'b'.repeat(32),
    createdAt: '2026-11-23T09:00:00.000Z',
    lastSeenAt: '2026-11-23T09:10:00.000Z',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    current: false,
  },
];

const invoiceSummary: InvoiceSummary = {
  month: '2026-11',
  invoiceNumber: 'MP-202611-3F2A9C1E',
  shipments: 2,
  totalCents: 8600,
};

const invoice: Invoice = {
  ...invoiceSummary,
  billedTo: { name: 'Aurora Bakery', email: 'hello@aurora.test' },
  lines: [
    {
      date: '2026-11-03',
      trackingNumber: 'MP123456789CA',
      service: 'Canada Ground',
      amountCents: 3500,
    },
    {
      date: '2026-11-04',
      trackingNumber: 'MP987654321CA',
      service: 'Canada Expedited',
      amountCents: 5100,
    },
  ],
};

const ok = (body: unknown): MockAnswer => ({ status: 200, body });

function renderPage(answers: Record<string, MockAnswer | MockAnswer[]> = {}) {
  const fetchMock = mockFetch({
    [PROFILE]: ok(profile),
    [SESSIONS]: ok({ sessions }),
    ...answers,
  });
  return { ...renderWithProviders(<PersonalInfoPage />, { route: '/personal-info' }), fetchMock };
}

describe('PersonalInfoPage, profile', () => {
  it('shows the profile and saves a new name and phone', async () => {
    const saved = { ...profile, username: 'Aurora Bakery Ltd.', phone: '7785550199' };
    const { user, fetchMock } = renderPage({ [UPDATE]: ok(saved) });
    const name = await screen.findByRole('textbox', { name: /Name or company name/ });
    expect(name).toHaveValue('Aurora Bakery');
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    expect(phone).toHaveValue('(604) 555-0123');

    await user.clear(name);
    await user.type(name, 'Aurora Bakery Ltd.');
    await user.clear(phone);
    await user.type(phone, '778 555 0199');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    await waitFor(() =>
      expect(requestBody(fetchMock, UPDATE)).toEqual({
        username: 'Aurora Bakery Ltd.',
        phone: '7785550199',
      }),
    );
  });

  it('refuses a short phone and an empty name without calling the server', async () => {
    const { user, fetchMock } = renderPage();
    const name = await screen.findByRole('textbox', { name: /Name or company name/ });
    await user.clear(name);
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '555-0123');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText(Messages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(Messages.invalidPhone)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/web/user/update')).toBe(false);
  });

  it('offers Try again when the profile cannot be loaded', async () => {
    renderPage({ [PROFILE]: { status: 500, body: { message: 'Boom.' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('PersonalInfoPage, label format', () => {
  const signedIn: SessionUser = {
    userId: 'u-1',
    name: 'Aurora Bakery',
    email: 'hello@aurora.test',
    role: 'CUSTOMER',
    labelFormat: 'PDF',
  };

  it('saves ZPL as the format Print Label gives, and the session follows at once', async () => {
    const fetchMock = mockFetch({
      [PROFILE]: [ok(profile), ok({ ...profile, labelFormat: 'ZPL' })],
      [SESSIONS]: ok({ sessions }),
      [LABEL_FORMAT]: ok({ ...profile, labelFormat: 'ZPL' }),
    });
    const { user, queryClient } = renderWithProviders(<PersonalInfoPage />, {
      route: '/personal-info',
      cachedQueries: [{ queryKey: authKeys.session(), data: signedIn }],
    });
    const section = await screen.findByRole('region', { name: 'Label format' });
    expect(within(section).getByRole('radio', { name: /^PDF/ })).toBeChecked();

    await user.click(within(section).getByRole('radio', { name: /^ZPL/ }));
    await waitFor(() =>
      expect(requestBody(fetchMock, LABEL_FORMAT)).toEqual({ labelFormat: 'ZPL' }),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData(authKeys.session())).toEqual({
        ...signedIn,
        labelFormat: 'ZPL',
      }),
    );
    expect(within(section).getByRole('radio', { name: /^ZPL/ })).toBeChecked();
  });

  it('says so when the format cannot be saved, and keeps the one saved', async () => {
    const { user } = renderPage({
      [LABEL_FORMAT]: { status: 500, body: { message: 'Boom.' } },
    });
    const section = await screen.findByRole('region', { name: 'Label format' });
    await user.click(within(section).getByRole('radio', { name: /^ZPL/ }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Boom.');
    expect(within(section).getByRole('radio', { name: /^PDF/ })).toBeChecked();
  });
});

describe('PersonalInfoPage, password', () => {
  it('says when the current password is wrong', async () => {
    const { user, fetchMock } = renderPage({
      [CHANGE_PASSWORD]: {
        status: 400,
        body: { message: Messages.wrongCurrentPassword, field: 'currentPassword' },
      },
    });
    const password = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(password).getByLabelText(/^Current Password/), 'Old-Password-1!');
    await user.type(within(password).getByLabelText(/^New Password/), 'Driftwood-Lantern-77?');
    await user.type(
      within(password).getByLabelText(/^Confirm New Password/),
      'Driftwood-Lantern-77?',
    );
    await user.click(within(password).getByRole('button', { name: 'Change Password' }));

    expect(await within(password).findByRole('alert')).toHaveTextContent(
      Messages.wrongCurrentPassword,
    );
    expect(requestBody(fetchMock, CHANGE_PASSWORD)).toEqual({
      currentPassword: 'Old-Password-1!',
      newPassword: 'Driftwood-Lantern-77?',
    });
  });

  it('refuses a commonly used new password before asking the server, as its checklist shows', async () => {
    const { user, fetchMock } = renderPage();
    const password = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(password).getByLabelText(/^Current Password/), 'Old-Password-1!');
    await user.type(within(password).getByLabelText(/^New Password/), 'Newpassword1!');
    await user.type(within(password).getByLabelText(/^Confirm New Password/), 'Newpassword1!');
    await user.click(within(password).getByRole('button', { name: 'Change Password' }));

    expect(await within(password).findByRole('alert')).toHaveTextContent(
      AccountMessages.passwordRequirements,
    );
    expect(
      within(password).getByText('Not a commonly used password').closest('li'),
    ).toHaveTextContent(/^Not met: /);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/web/auth/change-password')).toBe(
      false,
    );
  });

  it('checks the rules and the confirmation before asking the server', async () => {
    const { user, fetchMock } = renderPage();
    const password = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(password).getByLabelText(/^Current Password/), 'Old-Password-1!');
    await user.type(within(password).getByLabelText(/^New Password/), 'Driftwood-Lantern-77?');
    await user.type(
      within(password).getByLabelText(/^Confirm New Password/),
      'Driftwood-Lantern-78?',
    );
    await user.click(within(password).getByRole('button', { name: 'Change Password' }));
    expect(await within(password).findByRole('alert')).toHaveTextContent(
      AccountMessages.passwordsDoNotMatch,
    );

    await user.clear(within(password).getByLabelText(/^New Password/));
    await user.type(within(password).getByLabelText(/^New Password/), 'short');
    await user.click(within(password).getByRole('button', { name: 'Change Password' }));
    expect(await within(password).findByRole('alert')).toHaveTextContent(
      AccountMessages.passwordRequirements,
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/web/auth/change-password')).toBe(
      false,
    );
  });
});

describe('PersonalInfoPage, sessions', () => {
  it('lists the browsers, marks this one and ends another', async () => {
    const { user, fetchMock } = renderPage({
      [SESSIONS]: [ok({ sessions }), ok({ sessions: [sessions[0]] })],
      [`DELETE /web/auth/sessions/${'b'.repeat(32)}`]: ok({ message: Messages.sessionEnded }),
    });
    const list = await screen.findByRole('region', { name: 'Active sessions' });
    const current = await within(list).findByRole('listitem', { name: 'Chrome on Windows' });
    expect(within(current).getByText('This browser')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();

    const other = within(list).getByRole('listitem', { name: 'Safari on iOS' });
    await user.click(within(other).getByRole('button', { name: /End session: Safari on iOS/ }));

    await waitFor(() =>
      expect(
        within(list).queryByRole('listitem', { name: 'Safari on iOS' }),
      ).not.toBeInTheDocument(),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});

describe('PersonalInfoPage, invoices', () => {
  it('has no invoices section for an account paying per order', async () => {
    const { fetchMock } = renderPage();
    await screen.findByRole('region', { name: 'Profile' });
    expect(screen.queryByRole('region', { name: 'Invoices' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/web/user/invoices')).toBe(false);
  });

  it('lists a monthly-billing account’s invoices and shows one with its lines', async () => {
    const { user } = renderPage({
      [PROFILE]: ok({ ...profile, billingType: 'MONTHLY_BILLING' }),
      [INVOICES]: ok({ invoices: [invoiceSummary] }),
      'GET /web/user/invoices/2026-11': ok(invoice),
    });
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    const item = await within(invoices).findByRole('listitem', {
      name: 'Invoice for November 2026',
    });
    expect(item).toHaveTextContent('MP-202611-3F2A9C1E · 2 shipments');
    expect(item).toHaveTextContent('$86.00');
    expect(
      within(item).getByRole('link', { name: 'Download invoice for November 2026 as PDF' }),
    ).toHaveAttribute('href', '/web/user/invoices/2026-11/pdf');

    await user.click(within(item).getByRole('button', { name: 'View invoice for November 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice for November 2026' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateTracking numberServiceAmount',
      '2026-11-03MP 123 456 789 CACanada Ground$35.00',
      '2026-11-04MP 987 654 321 CACanada Expedited$51.00',
      'Total$86.00',
    ]);
  });

  it('says when a monthly-billing account has no invoice yet', async () => {
    renderPage({
      [PROFILE]: ok({ ...profile, billingType: 'MONTHLY_BILLING' }),
      [INVOICES]: ok({ invoices: [] }),
    });
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  });
});

describe('PersonalInfoPage, deleting the account', () => {
  it('asks for the password and an explicit yes, then signs out and goes home', async () => {
    const { user, fetchMock, location } = renderPage({
      [DELETE]: ok({ message: Messages.accountDeleted }),
      'POST /web/auth/logout': ok({ message: AccountMessages.loggedOut }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });

    await user.type(within(dialog).getByLabelText(/^Password/), 'Granite-Harbour-42!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(Messages.confirmDeletion);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/web/user/delete')).toBe(false);

    await user.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(location()).toBe('/'));
    expect(requestBody(fetchMock, DELETE)).toEqual({
      password: 'Granite-Harbour-42!',
      confirm: true,
    });
  });

  it('shows the server’s refusal of a wrong password and stays', async () => {
    const { user, location } = renderPage({
      [DELETE]: {
        status: 400,
        body: { message: Messages.wrongPasswordToDelete, field: 'password' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'Wrong-Password-1!');
    await user.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      Messages.wrongPasswordToDelete,
    );
    expect(location()).toBe('/personal-info');
  });
});
