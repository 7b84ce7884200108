import { Badge } from '@mantine/core';
import { progressOf, statusLabel } from '#domain/tracking/progress.ts';

/** An order's status as a badge, title-cased; a delivered parcel reads apart from the rest. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { percent } = progressOf(status);
  return (
    <Badge
      variant="light"
      color={percent === 100 ? 'teal' : 'blue'}
      radius="sm"
      style={{ flexShrink: 0 }}
    >
      {statusLabel(status)}
    </Badge>
  );
}
