import { Alert, Button, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { isShippingBatchId } from '#domain/shipments/order-list.ts';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';
import { usePrintBatchLabels } from './use-print-label.ts';

/**
 * Print all labels of a shipping batch in one go: one PDF in a tab, or one ZPL file with the
 * account's ZPL preference. Draws nothing for a batch id that is not a shipping batch's (a bulk
 * batch's name), which has no labels of its own.
 */
export function PrintBatchLabels({ batchId }: { batchId: string }) {
  const labels = usePrintBatchLabels();
  if (!isShippingBatchId(batchId)) return null;
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        leftSection={<IconPrinter size={16} aria-hidden />}
        loading={labels.printing === batchId}
        renderRoot={focusableWhileLoading}
        onClick={() => labels.print(batchId)}
      >
        {labels.format === 'ZPL' ? 'Download all labels (ZPL)' : 'Print all labels'}
      </Button>
      {labels.problem && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={labels.dismissProblem}
          closeButtonLabel="Dismiss"
        >
          {labels.problem}
        </Alert>
      )}
    </Stack>
  );
}
