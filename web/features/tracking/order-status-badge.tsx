import { Badge } from '@mantine/core';
import { statusLabel } from '#domain/tracking/progress.ts';

/**
 * An order's status as a badge, title-cased. One colour for every status: Mantine's light teal,
 * once used for delivered parcels, fails WCAG AA contrast. A status is short and read whole: in
 * a crowded table row the actions beside it wrap rather than cut it to "ORDER CREA…".
 */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      variant="light"
      color="blue"
      radius="sm"
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {statusLabel(status)}
    </Badge>
  );
}
