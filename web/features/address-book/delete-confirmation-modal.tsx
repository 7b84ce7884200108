import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { AddressBookMessages, confirmDeleteMany } from '#domain/address-book/messages.ts';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

/** The question before deleting (spec section 5): one wording for one address, another for several. */
function deleteConfirmation(count: number): string {
  return count === 1 ? AddressBookMessages.confirmDeleteOne : confirmDeleteMany(count);
}

type DeleteConfirmationModalProps = {
  opened: boolean;
  /** How many addresses Delete removes. */
  count: number;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before deleting, with Cancel first so Enter on the opened dialog deletes nothing. */
export function DeleteConfirmationModal({
  opened,
  count,
  deleting,
  onConfirm,
  onCancel,
}: DeleteConfirmationModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={count === 1 ? 'Delete address' : 'Delete addresses'}
      centered
    >
      <Stack>
        <Text>{deleteConfirmation(count)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            loading={deleting}
            renderRoot={focusableWhileLoading}
            onClick={onConfirm}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
