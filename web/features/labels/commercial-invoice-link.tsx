import { Button } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { commercialInvoiceWebPath } from '#domain/customs/commercial-invoice.ts';

/**
 * Downloads a shipment's commercial invoice, beside its Print Label: a plain link, so it works
 * from the keyboard and without script. Show it only for an order that has one
 * (hasCommercialInvoice); the server still answers for anything else.
 */
export function CommercialInvoiceLink({ trackingNumber }: { trackingNumber: string }) {
  return (
    <Button
      component="a"
      href={commercialInvoiceWebPath(trackingNumber)}
      download
      size="xs"
      variant="default"
      leftSection={<IconFileInvoice size={14} aria-hidden />}
      aria-label={`Commercial invoice for ${trackingNumber}`}
    >
      Commercial invoice
    </Button>
  );
}
