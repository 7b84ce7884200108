import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Address } from '#domain/address-book/schemas.ts';
import { addressLines, formatPhone } from './address-display.ts';

/** The contact's name with the Default badge, and the company below it. */
export function AddressName({ address }: { address: Address }) {
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fw={600}>{address.name}</Text>
        {address.isDefault && (
          <Badge variant="light" size="sm">
            Default
          </Badge>
        )}
      </Group>
      {address.companyName && (
        <Text size="sm" c="dimmed">
          {address.companyName}
        </Text>
      )}
    </Stack>
  );
}

/** The street and the place, on two lines. */
export function AddressLines({ address }: { address: Address }) {
  const [street, place] = addressLines(address);
  return (
    <Stack gap={2}>
      <Text size="sm">{street}</Text>
      <Text size="sm" c="dimmed">
        {place}
      </Text>
    </Stack>
  );
}

/** Phone and email, one per line. */
export function AddressContact({ address }: { address: Address }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{formatPhone(address.phone)}</Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {address.email}
      </Text>
    </Stack>
  );
}
