import { Button } from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';

/** Opens the address picker beside an address form's heading (the shipping page, the bulk wizard). */
export function ChooseFromAddressBookButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconAddressBook size={16} aria-hidden />}
      onClick={onClick}
    >
      Choose from Address Book
    </Button>
  );
}
