import { Button, EmptyState, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye, IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { formatBillingMonth } from '#domain/account/billing-months.ts';
import { AccountPageMessages as Messages } from '#domain/account/messages.ts';
import type { InvoiceSummary } from '#domain/account/schemas.ts';
import { formatCents } from '../../lib/format-money.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { InvoiceModal } from './invoice-modal.tsx';
import { LoadFailed } from './load-failed.tsx';
import { invoicePdfUrl, useInvoices } from './personal-info-api.ts';
import { SectionCard } from '../../ui/section-card.tsx';

const shipmentCount = (count: number) => `${count} ${count === 1 ? 'shipment' : 'shipments'}`;

/** A monthly-billing account's invoices, one a month, each viewable and downloadable as a PDF. */
export function InvoicesSection() {
  const invoices = useInvoices(true);
  const [openMonth, setOpenMonth] = useState<string | null>(null);

  return (
    <SectionCard
      title="Invoices"
      description="Shipments you pay by invoice are billed together once a month."
    >
      {invoices.isPending && <CenteredLoader label="Loading your invoices…" />}
      {invoices.isError && <LoadFailed message={Messages.invoicesLoadFailed} query={invoices} />}
      {invoices.data?.length === 0 && (
        <EmptyState
          icon={<IconFileInvoice size={32} aria-hidden />}
          variant="light"
          title="No invoices yet"
          description="Choose Invoice when you pay at checkout; your shipments then appear here on the month's invoice."
        />
      )}
      {invoices.data && invoices.data.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {invoices.data.map((invoice) => (
            <InvoiceItem
              key={invoice.month}
              invoice={invoice}
              onView={() => setOpenMonth(invoice.month)}
            />
          ))}
        </Stack>
      )}
      <InvoiceModal month={openMonth} onClose={() => setOpenMonth(null)} />
    </SectionCard>
  );
}

function InvoiceItem({ invoice, onView }: { invoice: InvoiceSummary; onView: () => void }) {
  const monthName = formatBillingMonth(invoice.month);
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={`Invoice for ${monthName}`}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{monthName}</Text>
          <Text size="sm" c="dimmed">
            {invoice.invoiceNumber} · {shipmentCount(invoice.shipments)}
          </Text>
        </Stack>
        <Group gap="sm">
          <Text fw={700} size="lg" miw={90} ta="right">
            {formatCents(invoice.totalCents)}
          </Text>
          <Button
            variant="default"
            leftSection={<IconEye size={18} aria-hidden />}
            onClick={onView}
            aria-label={`View invoice for ${monthName}`}
          >
            View
          </Button>
          <Button
            component="a"
            href={invoicePdfUrl(invoice.month)}
            download
            leftSection={<IconDownload size={18} aria-hidden />}
            aria-label={`Download invoice for ${monthName} as PDF`}
          >
            PDF
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
