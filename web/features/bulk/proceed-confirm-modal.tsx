import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { BulkWizardMessages as Messages } from '#domain/bulk/messages.ts';

type ProceedConfirmModalProps = { count: number; onConfirm: () => void; onCancel: () => void };

/** The question before processing recipients whose address check failed or has not run (spec section 5). */
export function ProceedConfirmModal({ count, onConfirm, onCancel }: ProceedConfirmModalProps) {
  return (
    <Modal opened={count > 0} onClose={onCancel} title="Validation errors" centered>
      <Stack gap="lg">
        <Text>{Messages.proceedAnyway(count)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            Proceed
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
