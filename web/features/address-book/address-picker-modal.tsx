import { Alert, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { AddressBookMessages as Messages } from '#domain/address-book/messages.ts';
import type { Address } from '#domain/address-book/schemas.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { useLazyOverlay } from '../../ui/use-lazy-overlay.ts';
import { useAddressBook } from './address-book-api.ts';
import { formatPhone } from './address-display.ts';
import { AddressLines, AddressName } from './address-parts.tsx';
import { searchAddresses } from './address-search.ts';
import { AddressSearchInput } from './address-search-input.tsx';
import { PageControls } from './page-controls.tsx';
import { paginate } from './paginate.ts';
import classes from './address-picker.module.css';

/** Spec sections 2 and 9: the picker shows five addresses a page. */
const PICKER_PAGE_SIZE = 5;

export type AddressPickerModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Called with the chosen address; the dialog then closes itself. */
  onPick: (address: Address) => void;
  title?: string;
};

/**
 * Chooses an address from the signed-in user's address book, for the shipping page's and the
 * bulk wizard's address forms. Offer it to signed-in users only: it loads the address book
 * when it opens, and a guest has none.
 */
export function AddressPickerModal({
  opened,
  onClose,
  onPick,
  title = 'Choose from Address Book',
}: AddressPickerModalProps) {
  const dialog = useLazyOverlay(opened);
  if (!dialog.mounted) return null;
  return (
    <Modal opened={dialog.opened} onClose={onClose} title={title} size="lg">
      {/* Mounted only while open: each opening starts from a blank search and the first page. */}
      <AddressChooser
        onPick={(address) => {
          onPick(address);
          onClose();
        }}
      />
    </Modal>
  );
}

function AddressChooser({ onPick }: { onPick: (address: Address) => void }) {
  const book = useAddressBook();
  const [search, setSearch] = useState('');
  const [requestedPage, setRequestedPage] = useState(1);
  const page = paginate(searchAddresses(book.data ?? [], search), requestedPage, PICKER_PAGE_SIZE);

  return (
    <Stack gap="md">
      <AddressSearchInput
        value={search}
        onSearchChange={(value) => {
          setSearch(value);
          setRequestedPage(1);
        }}
        data-autofocus
      />
      {book.isPending && <CenteredLoader label="Loading your addresses…" />}
      {book.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {Messages.loadFailed}
        </Alert>
      )}
      {book.isSuccess && page.items.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {Messages.noAddressesFound}
        </Text>
      )}
      {page.items.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {page.items.map((address) => (
            <li key={address.addressId}>
              <UnstyledButton className={classes.choice} onClick={() => onPick(address)}>
                <Group justify="space-between" align="flex-start" gap="xs">
                  <AddressName address={address} />
                  <Text size="sm" c="dimmed">
                    {formatPhone(address.phone)}
                  </Text>
                </Group>
                <AddressLines address={address} />
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {page.pageCount > 1 && (
        <Group justify="center">
          <PageControls
            page={page.page}
            pageCount={page.pageCount}
            onPageChange={setRequestedPage}
          />
        </Group>
      )}
    </Stack>
  );
}
