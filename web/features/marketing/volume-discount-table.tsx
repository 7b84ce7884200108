import { Table, Text } from '@mantine/core';
import { VOLUME_TIERS } from '#domain/rates/volume-tiers.ts';

/**
 * Exclusive business partners negotiate a contractRate worth up to ten more points in each
 * tier: the partner "up to" 60/70/80/90 % of spec section 9 (docs/decisions/002-rating-engine.md).
 */
const PARTNER_EXTRA_PERCENT = 10;

/** The monthly-volume discounts, standard and partner, as "up to" figures per tier. */
export function VolumeDiscountTable() {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table
        withTableBorder
        striped
        verticalSpacing="sm"
        horizontalSpacing="md"
        captionSide="bottom"
        tabularNums
      >
        <Table.Caption>
          Your tier follows the packages you shipped in the last 30 days. Every quote shows the
          exact discount before you pay.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Packages per month</Table.Th>
            <Table.Th scope="col">Standard discount</Table.Th>
            <Table.Th scope="col">Partner discount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {VOLUME_TIERS.map(({ label, upToPercent }) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>
                <UpToPercent percent={upToPercent} />
              </Table.Td>
              <Table.Td>
                <UpToPercent percent={upToPercent + PARTNER_EXTRA_PERCENT} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function UpToPercent({ percent }: { percent: number }) {
  return (
    <Text span inherit>
      Up to{' '}
      <Text span inherit fw={700}>
        {percent}%
      </Text>
    </Text>
  );
}
