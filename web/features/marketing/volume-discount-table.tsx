import { Table, Text } from '@mantine/core';
import { VOLUME_TIER_RULE, VOLUME_TIERS } from '#domain/rates/volume-tiers.ts';

/** The monthly-volume discounts: what each standard tier takes off, and how far partners' contract rates reach. */
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
          {VOLUME_TIER_RULE} Every quote shows the exact discount before you pay.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Packages per month</Table.Th>
            <Table.Th scope="col">Standard discount</Table.Th>
            <Table.Th scope="col">Partner discount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {VOLUME_TIERS.map(({ label, discountPercent, partnerUpToPercent }) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>
                <Percent percent={discountPercent} />
              </Table.Td>
              <Table.Td>
                Up to <Percent percent={partnerUpToPercent} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Percent({ percent }: { percent: number }) {
  return (
    <Text span inherit fw={700}>
      {percent}%
    </Text>
  );
}
