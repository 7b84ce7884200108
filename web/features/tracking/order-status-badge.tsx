import { Badge } from '@mantine/core';
import { progressOf, statusLabel } from '#domain/tracking/progress.ts';

/** An order's status as a badge, title-cased; a delivered parcel reads apart from the rest. */
export function OrderStatusBadge({ status }: { status: string }) {
  const delivered = progressOf(status).percent === 100;
  return (
    <Badge
      variant="light"
      // The darkest teal: Mantine's light teal text is too pale on its background for WCAG AA.
      color={delivered ? 'teal.9' : 'blue'}
      radius="sm"
      style={{ flexShrink: 0 }}
    >
      {statusLabel(status)}
    </Badge>
  );
}
