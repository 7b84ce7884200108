import { Alert, Button, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';
import { usePrintBatchLabels } from './use-print-label.ts';

/**
 * Print all labels of a shipping batch in one go: one PDF in a tab, or one ZPL file with the
 * account's ZPL preference. Only for a shipping batch's id: a bulk batch's name has no labels of
 * its own.
 */
export function PrintBatchLabels({ shippingBatchId }: { shippingBatchId: string }) {
  const labels = usePrintBatchLabels();
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        leftSection={<IconPrinter size={16} aria-hidden />}
        loading={labels.printing === shippingBatchId}
        renderRoot={focusableWhileLoading}
        onClick={() => labels.print(shippingBatchId)}
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
