import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressBookMessages as Messages } from '#domain/address-book/messages.ts';
import type { Address } from '#domain/address-book/schemas.ts';
import { mockFetch, type MockAnswer } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { testAddress, testAddresses } from '../../test-support/address-book.ts';
import { AddressPickerModal } from './address-picker-modal.tsx';

const LIST = 'GET /web/user/addressbook/get';

function renderPicker(answer: MockAnswer, opened = true) {
  const fetchMock = mockFetch({ [LIST]: answer });
  const onPick = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <AddressPickerModal opened={opened} onClose={onClose} onPick={onPick} />,
  );
  return { ...rendered, fetchMock, onPick, onClose };
}

const listed = (addresses: Address[]): MockAnswer => ({ status: 200, body: addresses });
const choices = () => within(screen.getByRole('dialog')).queryAllByRole('listitem');

describe('AddressPickerModal', () => {
  it('shows five addresses a page', async () => {
    const { user } = renderPicker(listed(testAddresses(12)));

    await screen.findByText('Contact 01');
    expect(choices()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Contact 06')).toBeInTheDocument();
    expect(choices()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(choices()).toHaveLength(2);
  });

  it('searches over name, street, city and postal code', async () => {
    const { user } = renderPicker(
      listed([
        testAddress({ addressId: 'a', name: 'Ada Lovelace' }),
        testAddress({
          addressId: 'b',
          name: 'Grace Hopper',
          streetAddress: '290 Bremner Blvd',
          city: 'Toronto',
          province: 'ON',
          postalCode: 'M5V 3L9',
        }),
      ]),
    );
    const search = await screen.findByRole('searchbox', { name: 'Search addresses' });

    for (const text of ['grace', 'bremner', 'toronto', 'm5v 3l9']) {
      await user.clear(search);
      await user.paste(text);
      expect(choices()).toHaveLength(1);
      expect(choices()[0]).toHaveTextContent('Grace Hopper');
    }

    await user.clear(search);
    await user.paste('Calgary');
    expect(screen.getByText(Messages.noAddressesFound)).toBeInTheDocument();
    expect(choices()).toHaveLength(0);
  });

  it("says 'No addresses found.' for an empty address book", async () => {
    renderPicker(listed([]));
    expect(await screen.findByText(Messages.noAddressesFound)).toBeInTheDocument();
  });

  it('hands the chosen address over and closes', async () => {
    const ada = testAddress();
    const { user, onPick, onClose } = renderPicker(listed([ada]));

    await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    expect(onPick).toHaveBeenCalledWith(ada);
    expect(onClose).toHaveBeenCalled();
  });

  it('says the address book could not be loaded', async () => {
    renderPicker({ status: 500, body: { message: 'Boom.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.loadFailed);
  });

  it('asks nothing while closed', () => {
    const { fetchMock } = renderPicker(listed([]), false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
