import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { AddressBookMessages as Messages } from '#domain/address-book/messages.ts';
import type { Address } from '#domain/address-book/schemas.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { useAddressBook } from './address-book-api.ts';
import { AddressFormModal } from './address-form-modal.tsx';
import { EmptyAddressBook } from './empty-address-book.tsx';
import { ErrorBanner, type Notice } from './error-banner.tsx';
import { SavedAddresses } from './saved-addresses.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

/** /address-book (spec section 2): the signed-in user's saved addresses. */
export function AddressBookPage() {
  const book = useAddressBook();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dismissedLoadError, setDismissedLoadError] = useState<Error | null>(null);
  const editor = useAddressEditor();

  // A failed reload brings a new error, so the banner shows again after a dismissal.
  const loadFailed = book.error !== null && book.error !== dismissedLoadError;

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1}>My Address Book</Title>
            <Text c="dimmed">The people and places you ship to and from most often.</Text>
          </Stack>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={editor.add}>
            Add New Address
          </Button>
        </Group>
        <ErrorBanner
          notice={loadFailed ? { message: Messages.loadFailed } : null}
          onClose={() => setDismissedLoadError(book.error)}
        />
        <ErrorBanner notice={notice} onClose={() => setNotice(null)} />
        {book.isPending && <CenteredLoader label="Loading your addresses…" />}
        {book.isError && !book.data && (
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden />}
            loading={book.isFetching}
            renderRoot={focusableWhileLoading}
            onClick={() => book.refetch()}
            w="fit-content"
          >
            Try again
          </Button>
        )}
        {book.data?.length === 0 && <EmptyAddressBook onAdd={editor.add} />}
        {book.data && book.data.length > 0 && (
          <SavedAddresses addresses={book.data} onEdit={editor.edit} onNotice={setNotice} />
        )}
      </Stack>
      <AddressFormModal opened={editor.opened} address={editor.address} onClose={editor.close} />
    </Container>
  );
}

/** Which address the add/edit dialog holds: none to add one. Kept while the dialog fades out. */
function useAddressEditor() {
  const [address, setAddress] = useState<Address | undefined>();
  const [opened, dialog] = useDisclosure(false);
  return {
    opened,
    address,
    add: () => {
      setAddress(undefined);
      dialog.open();
    },
    edit: (editedAddress: Address) => {
      setAddress(editedAddress);
      dialog.open();
    },
    close: dialog.close,
  };
}
