import { Button, Group, Text } from '@mantine/core';
import { IconTrash, IconX } from '@tabler/icons-react';
import { AddressSearchInput } from './address-search-input.tsx';

type AddressBookToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  /** How many addresses are ticked; null outside Batch Delete mode. */
  selectedCount: number | null;
  onBatchModeChange: (on: boolean) => void;
  onDeleteSelected: () => void;
};

/** The search box, and Batch Delete with its Delete Selected and Cancel once it is on. */
export function AddressBookToolbar({
  search,
  onSearchChange,
  selectedCount,
  onBatchModeChange,
  onDeleteSelected,
}: AddressBookToolbarProps) {
  return (
    <Group justify="space-between" gap="sm">
      <AddressSearchInput
        value={search}
        onSearchChange={onSearchChange}
        flex="1 1 260px"
        maw={420}
      />
      {selectedCount === null ? (
        <Button
          variant="default"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onBatchModeChange(true)}
        >
          Batch Delete
        </Button>
      ) : (
        <Group gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {selectedCount} selected
          </Text>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDeleteSelected}
          >
            Delete Selected
          </Button>
          <Button
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => onBatchModeChange(false)}
          >
            Cancel
          </Button>
        </Group>
      )}
    </Group>
  );
}
