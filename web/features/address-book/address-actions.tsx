import { Button, Group } from '@mantine/core';
import { IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import type { Address } from '#domain/address-book/schemas.ts';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

/** What a row of the address book can do to its address. */
export type AddressActionHandlers = {
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onSetDefault: (address: Address) => void;
  /** The address being made the default right now, shown busy. */
  settingDefaultId: string | null;
};

type AddressActionsProps = AddressActionHandlers & { address: Address };

/**
 * Set as Default (for all but the default), Edit and Delete. Each button's accessible name
 * adds the contact's name, so a screen reader's list of buttons tells the rows apart.
 */
export function AddressActions({
  address,
  onEdit,
  onDelete,
  onSetDefault,
  settingDefaultId,
}: AddressActionsProps) {
  const { name } = address;
  return (
    <Group gap={4} justify="flex-end">
      {!address.isDefault && (
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          leftSection={<IconStar size={16} aria-hidden />}
          aria-label={`Set as Default for ${name}`}
          loading={settingDefaultId === address.addressId}
          renderRoot={focusableWhileLoading}
          onClick={() => onSetDefault(address)}
        >
          Set as Default
        </Button>
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        color="gray"
        leftSection={<IconPencil size={16} aria-hidden />}
        aria-label={`Edit ${name}`}
        onClick={() => onEdit(address)}
      >
        Edit
      </Button>
      <Button
        variant="subtle"
        size="compact-sm"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        aria-label={`Delete ${name}`}
        onClick={() => onDelete(address)}
      >
        Delete
      </Button>
    </Group>
  );
}
