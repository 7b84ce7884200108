import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressBookMessages as Messages } from '#domain/address-book/messages.ts';
import { ROYAL_CENTRE_SUGGESTION, SAMPLE_PLACES } from '#domain/test-support/sample-addresses.ts';
import type { Address } from '#domain/address-book/schemas.ts';
import { mockFetch, requestBody, type MockAnswer } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { emulateWideScreen } from '../../test-support/wide-screen.ts';
import { ROYAL_CENTRE_TYPED, suggestKey } from '../../test-support/geo-suggestions.ts';
import { AddressBookPage } from './address-book-page.tsx';
import { testAddress, testAddresses } from '../../test-support/address-book.ts';

const LIST = 'GET /web/user/addressbook/get';
const INSERT = 'POST /web/user/addressbook/insert';
const UPDATE = 'POST /web/user/addressbook/update';
const DELETE = 'POST /web/user/addressbook/delete';
const SET_DEFAULT = 'POST /web/user/addressbook/setDefault';

const listed = (addresses: Address[]): MockAnswer => ({ status: 200, body: addresses });

function renderPage(answers: Record<string, MockAnswer>) {
  const fetchMock = mockFetch(answers);
  return { ...renderWithProviders(<AddressBookPage />), fetchMock };
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByRole('textbox', { name: label });
const streetField = () => within(dialog()).getByRole('combobox', { name: /Street address/ });
const editButtons = () => screen.queryAllByRole('button', { name: /^Edit / });

type User = ReturnType<typeof renderPage>['user'];

/** Pastes rather than types: as good for the form, and much quicker. */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function openAddDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
  return dialog();
}

describe('AddressBookPage, empty and failing', () => {
  it('invites the first address when the book is empty', async () => {
    const { user } = renderPage({ [LIST]: listed([]) });

    expect(await screen.findByText(Messages.emptyBook)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Address' }));
    expect(screen.getByRole('dialog', { name: 'Add New Address' })).toBeInTheDocument();
  });

  it('says the load failed in a banner that can be dismissed', async () => {
    const { user } = renderPage({ [LIST]: { status: 500, body: { message: 'Boom.' } } });

    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('AddressBookPage, the add/edit form', () => {
  it('asks for the required fields once, and marks each missing one', async () => {
    const { user, fetchMock } = renderPage({ [LIST]: listed([]) });
    await openAddDialog(user);

    await user.click(within(dialog()).getByRole('button', { name: 'Add Address' }));

    expect(within(dialog()).getByRole('alert')).toHaveTextContent(Messages.fillRequiredFields);
    for (const label of ['Name', 'Phone', 'Email']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(streetField()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1); // the list only
  });

  it('refuses a short phone, a bad email and a street that was not picked', async () => {
    const { user } = renderPage({
      [LIST]: listed([]),
      [suggestKey('1055 W Georgia St')]: { status: 200, body: { suggestions: [] } },
    });
    await openAddDialog(user);

    await fill(user, field('Name'), 'Ada Lovelace');
    await fill(user, field('Phone'), '604 555 012');
    await fill(user, field('Email'), 'ada@example');
    await fill(user, streetField(), '1055 W Georgia St');
    await user.click(within(dialog()).getByRole('button', { name: 'Add Address' }));

    expect(await within(dialog()).findByText(Messages.invalidPhone)).toBeInTheDocument();
    expect(within(dialog()).getByText(Messages.invalidEmail)).toBeInTheDocument();
    expect(within(dialog()).getByText(Messages.selectFromSuggestions)).toBeInTheDocument();
    expect(within(dialog()).queryByText(Messages.fillRequiredFields)).not.toBeInTheDocument();
  });

  it('fills the place from the picked suggestion and saves the address', async () => {
    const saved = testAddress({ isDefault: true });
    const { user, fetchMock } = renderPage({
      [LIST]: listed([]),
      [suggestKey(ROYAL_CENTRE_TYPED)]: {
        status: 200,
        body: { suggestions: [ROYAL_CENTRE_SUGGESTION] },
      },
      [INSERT]: { status: 201, body: saved },
    });
    await openAddDialog(user);

    await fill(user, field('Name'), 'Ada Lovelace');
    await fill(user, field('Phone'), '(604) 555-0123');
    await fill(user, field('Email'), 'ada@example.test');
    await fill(user, streetField(), ROYAL_CENTRE_TYPED);
    await user.click(await screen.findByRole('option', { name: ROYAL_CENTRE_SUGGESTION.label }));

    expect(field('City')).toHaveValue('Vancouver');
    expect(field('Province/State')).toHaveValue('BC');
    expect(field('Postal/ZIP code')).toHaveValue('V6E 3P3');
    expect(field('Country')).toHaveValue('Canada');
    expect(field('City')).toHaveAttribute('readonly');

    await user.click(within(dialog()).getByRole('button', { name: 'Add Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestBody(fetchMock, INSERT)).toEqual({
      name: 'Ada Lovelace',
      phone: '6045550123',
      email: 'ada@example.test',
      companyName: '',
      ...SAMPLE_PLACES.royalCentre,
      unitNumber: '',
    });
    // The list is fetched again after the change.
    expect(
      fetchMock.mock.calls.filter(([url]) => url === '/web/user/addressbook/get'),
    ).toHaveLength(2);
  });

  it('shows a field message from the server at its field, keeping what was typed', async () => {
    const address = testAddress();
    const { user } = renderPage({
      [LIST]: listed([address]),
      [UPDATE]: { status: 400, body: { message: Messages.invalidPhone, field: 'phone' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ada Lovelace' }));
    expect(screen.getByRole('dialog', { name: 'Edit Address' })).toBeInTheDocument();

    await user.clear(field('Name'));
    await user.paste('Ada King');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog()).findByText(Messages.invalidPhone)).toBeInTheDocument();
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveValue('Ada King');
  });

  it('says the update failed in the dialog’s banner, with the server’s reason', async () => {
    const address = testAddress();
    const { user, fetchMock } = renderPage({
      [LIST]: listed([address]),
      [UPDATE]: { status: 404, body: { message: Messages.addressNotFound } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ada Lovelace' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    const banner = await within(dialog()).findByRole('alert');
    expect(banner).toHaveTextContent(Messages.updateFailed);
    expect(banner).toHaveTextContent(Messages.addressNotFound);
    expect(requestBody(fetchMock, UPDATE)).toMatchObject({
      addressId: address.addressId,
      phone: '6045550123',
    });
  });
});

describe('AddressBookPage, the list', () => {
  it('shows ten addresses a page, with page controls and a page-size choice', async () => {
    const { user } = renderPage({ [LIST]: listed(testAddresses(25)) });

    await screen.findByText('Contact 01');
    expect(editButtons()).toHaveLength(10);
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11–20 of 25')).toBeInTheDocument();
    expect(screen.getByText('Contact 11')).toBeInTheDocument();

    const pageNumber = screen.getByRole('textbox', { name: 'Page number' });
    await user.clear(pageNumber);
    await user.type(pageNumber, '3{Enter}');
    expect(screen.getByText('21–25 of 25')).toBeInTheDocument();
    expect(editButtons()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();
    expect(editButtons()).toHaveLength(20);
  });

  it('searches by name, street, city and postal code', async () => {
    const addresses = [
      testAddress({ addressId: 'a', name: 'Ada Lovelace' }),
      testAddress({
        addressId: 'b',
        name: 'Grace Hopper',
        city: 'Toronto',
        postalCode: 'M5V 3L9',
        province: 'ON',
        streetAddress: '290 Bremner Blvd',
      }),
    ];
    const { user } = renderPage({ [LIST]: listed(addresses) });

    const search = await screen.findByRole('searchbox', { name: 'Search addresses' });
    await fill(user, search, 'm5v3l9');
    expect(editButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Edit Grace Hopper',
    ]);

    await user.clear(search);
    await user.paste('nowhere');
    expect(screen.getByText(Messages.noAddressesFound)).toBeInTheDocument();
  });

  it('shows a table on wide screens, with the default marked', async () => {
    emulateWideScreen();
    renderPage({ [LIST]: listed(testAddresses(3)) });

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4); // the header and three addresses
    expect(within(rows[1]!).getByText('Default')).toBeInTheDocument();
    expect(
      within(rows[1]!).queryByRole('button', { name: /Set as Default/ }),
    ).not.toBeInTheDocument();
    expect(
      within(rows[2]!).getByRole('button', { name: 'Set as Default for Contact 02' }),
    ).toBeInTheDocument();
  });

  it('sets an address as the default', async () => {
    const [first, second] = testAddresses(2);
    const { user, fetchMock } = renderPage({
      [LIST]: listed([first!, second!]),
      [SET_DEFAULT]: { status: 200, body: { ...second, isDefault: true } },
    });

    await user.click(await screen.findByRole('button', { name: 'Set as Default for Contact 02' }));
    await waitFor(() =>
      expect(requestBody(fetchMock, SET_DEFAULT)).toEqual({ addressId: second!.addressId }),
    );
  });

  it('says setting the default failed', async () => {
    const { user } = renderPage({
      [LIST]: listed(testAddresses(2)),
      [SET_DEFAULT]: { status: 500, body: { message: 'Something went wrong on our side.' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Set as Default for Contact 02' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.setDefaultFailed);
  });
});

describe('AddressBookPage, deleting', () => {
  it('asks before deleting one address, and Cancel keeps it', async () => {
    const { user, fetchMock } = renderPage({ [LIST]: listed(testAddresses(2)) });

    await user.click(await screen.findByRole('button', { name: 'Delete Contact 02' }));
    expect(dialog()).toHaveTextContent(Messages.confirmDeleteOne);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('needs a selection in Batch Delete mode', async () => {
    const { user } = renderPage({ [LIST]: listed(testAddresses(3)) });

    await user.click(await screen.findByRole('button', { name: 'Batch Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));

    expect(screen.getByRole('alert')).toHaveTextContent(Messages.selectToDelete);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes the selected addresses after asking about all of them', async () => {
    const { user, fetchMock } = renderPage({
      [LIST]: listed(testAddresses(5)),
      [DELETE]: { status: 200, body: { addressIds: ['address-02', 'address-03', 'address-05'] } },
    });

    await user.click(await screen.findByRole('button', { name: 'Batch Delete' }));
    for (const name of ['Contact 02', 'Contact 03', 'Contact 05']) {
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    }
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));

    expect(dialog()).toHaveTextContent('Are you sure you want to delete these 3 addresses?');
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestBody(fetchMock, DELETE)).toEqual({
      addressIds: ['address-02', 'address-03', 'address-05'],
    });
    expect(screen.getByRole('button', { name: 'Batch Delete' })).toBeInTheDocument();
  });

  it('selects a whole page from the table header', async () => {
    emulateWideScreen();
    const { user } = renderPage({ [LIST]: listed(testAddresses(12)) });

    await user.click(await screen.findByRole('button', { name: 'Batch Delete' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all addresses on this page' }));
    expect(screen.getByText('10 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    expect(dialog()).toHaveTextContent('Are you sure you want to delete these 10 addresses?');
  });

  it('says the delete failed', async () => {
    const { user } = renderPage({
      [LIST]: listed(testAddresses(2)),
      [DELETE]: { status: 500, body: { message: 'Something went wrong on our side.' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Contact 02' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.deleteFailed);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
