import { Group, Progress, Stack, Text } from '@mantine/core';
import { progressOf, statusLabel } from '#domain/tracking/progress.ts';

/** The four steps of spec section 4's progress table, as a customer reads them. */
const STEP_NAMES = ['Label created', 'In transit', 'Out for delivery', 'Delivered'] as const;

/**
 * A parcel's progress: its status in words and the bar of spec section 4 (step and percent); a
 * cancelled parcel is going nowhere, so it is told so instead of a bar.
 */
export function TrackingProgress({ status }: { status: string | null | undefined }) {
  const { step, percent } = progressOf(status);
  const label = statusLabel(status);
  if (status === 'CANCELLED') {
    return (
      <Stack gap={4}>
        <Text fw={700}>{label}</Text>
        <Text size="sm">
          Its sender cancelled this shipment before the carrier collected it, and its label can no
          longer be used.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{label}</Text>
        <Text size="sm" c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        color={percent === 100 ? 'teal' : 'blue'}
        aria-label={`Delivery progress: ${label}, ${percent}%`}
      />
      <Group justify="space-between" gap={4} wrap="nowrap" aria-hidden>
        {STEP_NAMES.map((name, index) => (
          <Text
            key={name}
            size="xs"
            fw={index === step ? 700 : 400}
            c={index <= step ? undefined : 'dimmed'}
            ta={index === 0 ? 'left' : index === STEP_NAMES.length - 1 ? 'right' : 'center'}
          >
            {name}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}
