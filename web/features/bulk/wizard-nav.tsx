import { Button, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type WizardNavProps = {
  /** Back moves one step back; left out where a step has no Back (spec section 4). */
  onBack?: () => void;
  backDisabled?: boolean;
  /** Why Next is disabled, shown beside it. */
  hint?: string | null;
  /** What stopped the last press of Next, announced as it appears. */
  error?: string | null;
  /** The step's Next (its label and rule vary: 'Next', 'Process Orders', 'Finalize Shipment'). */
  children: ReactNode;
};

/** The Back and Next buttons under every step that has them. */
export function WizardNav({ onBack, backDisabled = false, hint, error, children }: WizardNavProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        onClick={onBack}
        disabled={!onBack || backDisabled}
      >
        Back
      </Button>
      <Group gap="sm" justify="flex-end" wrap="wrap" style={{ flex: 1 }}>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        {children}
      </Group>
    </Group>
  );
}
