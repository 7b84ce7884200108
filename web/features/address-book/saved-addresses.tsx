import { Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifySuccess } from '../../ui/notify.ts';
import { useState } from 'react';
import { AddressBookMessages as Messages } from '#domain/address-book/messages.ts';
import type { Address } from '#domain/address-book/schemas.ts';
import { addressBookApi, useAddressBookMutation } from './address-book-api.ts';
import { AddressBookToolbar } from './address-book-toolbar.tsx';
import { AddressList } from './address-list.tsx';
import { searchAddresses } from './address-search.ts';
import { DeleteConfirmationModal } from './delete-confirmation-modal.tsx';
import { failureNotice, type Notice } from './error-banner.tsx';
import { DEFAULT_ADDRESS_BOOK_PAGE_SIZE, paginate } from './paginate.ts';
import { PaginationFooter } from './pagination-footer.tsx';
import { useSelection } from './use-selection.ts';

type SavedAddressesProps = {
  addresses: Address[];
  onEdit: (address: Address) => void;
  /** Shows a message in the page's error banner. */
  onNotice: (notice: Notice) => void;
};

/** The saved addresses: search, one page of the table or cards, batch delete, set default. */
export function SavedAddresses({ addresses, onEdit, onNotice }: SavedAddressesProps) {
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState(DEFAULT_ADDRESS_BOOK_PAGE_SIZE);
  const [requestedPage, setRequestedPage] = useState(1);
  const [isBatchMode, setBatchMode] = useState(false);
  const selection = useSelection();
  const leaveBatchMode = () => {
    setBatchMode(false);
    selection.clear();
  };
  const deletion = useDeletion({
    onDeleted: ({ ids, isBatch }) => (isBatch ? leaveBatchMode() : selection.setMany(ids, false)),
    onNotice,
  });
  const setDefault = useAddressBookMutation(addressBookApi.setDefault);

  const found = searchAddresses(addresses, search);
  const page = paginate(found, requestedPage, pageSize);
  // Only what the search shows can be deleted: nothing hidden goes with it.
  const selectedIds = found
    .map((address) => address.addressId)
    .filter((id) => selection.isSelected(id));

  const deleteSelected = () => {
    if (selectedIds.length === 0) return onNotice({ message: Messages.selectToDelete });
    deletion.ask({ ids: selectedIds, isBatch: true });
  };

  const makeDefault = (address: Address) =>
    setDefault.mutate(address.addressId, {
      onSuccess: () => announce(`${address.name} is now your default address.`),
      onError: (error) => onNotice(failureNotice(Messages.setDefaultFailed, error)),
    });

  return (
    <Stack gap="md">
      <AddressBookToolbar
        search={search}
        onSearchChange={(text) => {
          setSearch(text);
          setRequestedPage(1);
        }}
        selectedCount={isBatchMode ? selectedIds.length : null}
        onBatchModeChange={(on) => (on ? setBatchMode(true) : leaveBatchMode())}
        onDeleteSelected={deleteSelected}
      />
      {page.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {Messages.noAddressesFound}
        </Text>
      ) : (
        <AddressList
          addresses={page.items}
          selection={isBatchMode ? selection : null}
          actions={{
            onEdit,
            onDelete: (address) => deletion.ask({ ids: [address.addressId], isBatch: false }),
            onSetDefault: makeDefault,
            settingDefaultId: setDefault.isPending ? setDefault.variables : null,
          }}
        />
      )}
      <PaginationFooter
        page={page}
        total={found.length}
        pageSize={pageSize}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setRequestedPage(1);
        }}
        onPageChange={setRequestedPage}
      />
      <DeleteConfirmationModal
        opened={deletion.isAsking}
        count={deletion.count}
        deleting={deletion.isDeleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </Stack>
  );
}

/** A short success message in the corner: a new default moves to the top, out of sight. */
const announce = notifySuccess;

type DeleteRequest = { ids: string[]; isBatch: boolean };

type DeletionOptions = {
  onDeleted: (request: DeleteRequest) => void;
  onNotice: (notice: Notice) => void;
};

/** Ask first, then delete: the request waiting for an answer, and the call that carries it out. */
function useDeletion({ onDeleted, onNotice }: DeletionOptions) {
  // Kept after the dialog closes, so its text does not change while it fades out.
  const [request, setRequest] = useState<DeleteRequest>({ ids: [], isBatch: false });
  const [isAsking, dialog] = useDisclosure(false);
  const remove = useAddressBookMutation(addressBookApi.delete);

  return {
    count: request.ids.length,
    isAsking,
    isDeleting: remove.isPending,
    ask: (nextRequest: DeleteRequest) => {
      setRequest(nextRequest);
      dialog.open();
    },
    cancel: dialog.close,
    confirm: () =>
      remove.mutate(request.ids, {
        onSuccess: () => {
          dialog.close();
          onDeleted(request);
          const { length } = request.ids;
          announce(length === 1 ? 'Address deleted.' : `${length} addresses deleted.`);
        },
        onError: (error) => {
          dialog.close();
          onNotice(failureNotice(Messages.deleteFailed, error));
        },
      }),
  };
}
