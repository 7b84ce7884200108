import { Button, EmptyState, Paper } from '@mantine/core';
import { IconAddressBook, IconPlus } from '@tabler/icons-react';
import { AddressBookMessages } from '#domain/address-book/messages.ts';

/** The address book before its first address (spec section 2). */
export function EmptyAddressBook({ onAdd }: { onAdd: () => void }) {
  return (
    <Paper withBorder radius="lg" py={48} px="md">
      <EmptyState
        icon={<IconAddressBook size={32} aria-hidden />}
        variant="light"
        title={AddressBookMessages.emptyBook}
        description="Save the addresses you ship from and to most often, then fill a shipment with one click."
      >
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
            Add Your First Address
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
