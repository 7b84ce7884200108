import { Box, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatBillingMonth } from '#domain/account/billing-months.ts';
import type { Invoice } from '#domain/account/schemas.ts';
import { AccountPageMessages as Messages } from '#domain/account/messages.ts';
import { formatTrackingNumber } from '#domain/tracking/tracking-number.ts';
import { formatCents } from '../../lib/format-money.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { FormAlert } from '../auth/index.ts';
import { invoicePdfUrl, useInvoice } from './personal-info-api.ts';

type InvoiceModalProps = { month: string | null; onClose: () => void };

/** One month's invoice: a line per shipment and the total, with the PDF a click away. */
export function InvoiceModal({ month, onClose }: InvoiceModalProps) {
  const invoice = useInvoice(month);
  const title = month ? `Invoice for ${formatBillingMonth(month)}` : 'Invoice';
  return (
    <Modal opened={month !== null} onClose={onClose} title={title} size="xl" centered>
      {invoice.isPending && <CenteredLoader label="Loading the invoice…" />}
      {invoice.isError && <FormAlert message={invoice.error.message || Messages.invoiceNotFound} />}
      {invoice.data && (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              Invoice number <strong>{invoice.data.invoiceNumber}</strong>
            </Text>
            <Text size="sm">
              Billed to <strong>{invoice.data.billedTo.name}</strong>
            </Text>
          </Group>
          {/* A table from tablet width up; on a phone each shipment is a short card instead. */}
          <Box visibleFrom="sm">
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">Tracking number</Table.Th>
                  <Table.Th scope="col">Service</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Amount
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.data.lines.map((line) => (
                  <Table.Tr key={line.trackingNumber}>
                    <Table.Td>{line.date}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatTrackingNumber(line.trackingNumber)}
                    </Table.Td>
                    <Table.Td>{line.service}</Table.Td>
                    <Table.Td ta="right">{formatCents(line.amountCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row" colSpan={3}>
                    Total
                  </Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {formatCents(invoice.data.totalCents)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Box>
          <InvoiceLineCards invoice={invoice.data} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              component="a"
              href={invoicePdfUrl(invoice.data.month)}
              download
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              Download PDF
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The invoice's shipments as cards, for a screen too narrow for the table. */
function InvoiceLineCards({ invoice }: { invoice: Invoice }) {
  return (
    <Stack hiddenFrom="sm" gap="xs">
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {invoice.lines.map((line) => (
          <Paper component="li" key={line.trackingNumber} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatTrackingNumber(line.trackingNumber)}
              </Text>
              <Text fw={600}>{formatCents(line.amountCents)}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {line.date} · {line.service}
            </Text>
          </Paper>
        ))}
      </Stack>
      <Group justify="space-between" px="sm">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{formatCents(invoice.totalCents)}</Text>
      </Group>
    </Stack>
  );
}
