import {
  Card,
  Checkbox,
  Group,
  Stack,
  Table,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Address } from '#domain/address-book/schemas.ts';
import { AddressActions, type AddressActionHandlers } from './address-actions.tsx';
import { AddressContact, AddressLines, AddressName } from './address-parts.tsx';
import type { Selection } from './use-selection.ts';

type AddressListProps = {
  /** The addresses of the page shown. */
  addresses: Address[];
  /** Row checkboxes, in Batch Delete mode only. */
  selection: Selection | null;
  actions: AddressActionHandlers;
};

/** A table from the `sm` breakpoint up, cards on phones (spec section 2). */
export function AddressList(props: AddressListProps) {
  const theme = useMantineTheme();
  // Read at once rather than after the first paint, so a desktop never flashes the cards.
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  return isWide ? <AddressTable {...props} /> : <AddressCards {...props} />;
}

function SelectCheckbox({ address, selection }: { address: Address; selection: Selection }) {
  return (
    <Checkbox
      aria-label={`Select ${address.name}`}
      checked={selection.isSelected(address.addressId)}
      onChange={() => selection.toggle(address.addressId)}
    />
  );
}

function AddressTable({ addresses, selection, actions }: AddressListProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <SelectPageCheckbox addresses={addresses} selection={selection} />
              </Table.Th>
            )}
            <Table.Th>Name</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {addresses.map((address) => (
            <Table.Tr
              key={address.addressId}
              bg={
                selection?.isSelected(address.addressId)
                  ? 'var(--mantine-primary-color-light)'
                  : undefined
              }
            >
              {selection && (
                <Table.Td>
                  <SelectCheckbox address={address} selection={selection} />
                </Table.Td>
              )}
              <Table.Td>
                <AddressName address={address} />
              </Table.Td>
              <Table.Td>
                <AddressLines address={address} />
              </Table.Td>
              <Table.Td>
                <AddressContact address={address} />
              </Table.Td>
              <Table.Td>
                <AddressActions address={address} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Selects or clears every address of the page shown. */
function SelectPageCheckbox({
  addresses,
  selection,
}: {
  addresses: Address[];
  selection: Selection;
}) {
  const ids = addresses.map((address) => address.addressId);
  const selectedCount = ids.filter(selection.isSelected).length;
  const allSelected = ids.length > 0 && selectedCount === ids.length;
  return (
    <Checkbox
      aria-label="Select all addresses on this page"
      checked={allSelected}
      indeterminate={selectedCount > 0 && !allSelected}
      onChange={() => selection.setMany(ids, !allSelected)}
    />
  );
}

function AddressCards({ addresses, selection, actions }: AddressListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {addresses.map((address) => (
        <Card key={address.addressId} component="li" withBorder padding="md">
          <Stack gap="sm">
            <Group gap="sm" align="flex-start" wrap="nowrap">
              {selection && <SelectCheckbox address={address} selection={selection} />}
              <AddressName address={address} />
            </Group>
            <AddressLines address={address} />
            <AddressContact address={address} />
            <AddressActions address={address} {...actions} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
