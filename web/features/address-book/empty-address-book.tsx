import { Button } from '@mantine/core';
import { IconAddressBook, IconPlus } from '@tabler/icons-react';
import { AddressBookMessages } from '#domain/address-book/messages.ts';
import { EmptyCard } from '../../ui/empty-card.tsx';

/** The address book before its first address (spec section 2). */
export function EmptyAddressBook({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyCard
      icon={<IconAddressBook size={32} aria-hidden />}
      title={AddressBookMessages.emptyBook}
      description="Save the addresses you ship from and to most often, then fill a shipment with one click."
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
          Add Your First Address
        </Button>
      }
    />
  );
}
