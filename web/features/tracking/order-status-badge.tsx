import { Badge } from '@mantine/core';
import { statusLabel } from '#domain/tracking/progress.ts';

/**
 * An order's status as a badge, title-cased. One colour for every status: Mantine's light teal,
 * once used for delivered parcels, fails WCAG AA contrast.
 */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color="blue" radius="sm" style={{ flexShrink: 0 }}>
      {statusLabel(status)}
    </Badge>
  );
}
