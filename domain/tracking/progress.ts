import type { OrderStatus } from '../shipments/order-status.ts';

export type TrackingProgress = { step: 0 | 1 | 2 | 3; percent: 25 | 50 | 75 | 100 };

const STEP_OF: Record<OrderStatus, TrackingProgress['step']> = {
  ORDER_CREATED: 0,
  LABEL_CREATED: 0,
  SHIPPED: 0,
  IN_TRANSIT: 1,
  PICKUP_SCHEDULED: 1,
  AT_WAREHOUSE: 1,
  OUT_FOR_DELIVERY: 2,
  PICKED_UP: 2,
  DELIVERED: 3,
  // Not on the way at all: TrackingProgress says so instead of drawing the bar.
  CANCELLED: 0,
};

const PERCENT_OF_STEP = [25, 50, 75, 100] as const;

/** Spec section 4's progress table; any status it does not list is step 0, 25 %. */
export function progressOf(status: string | null | undefined): TrackingProgress {
  const step = status && Object.hasOwn(STEP_OF, status) ? STEP_OF[status as OrderStatus] : 0;
  return { step, percent: PERCENT_OF_STEP[step] };
}

/** Spec section 4: 'IN_TRANSIT' shows as 'In Transit'; a missing status as 'Unknown'. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Unknown';
  return status
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** Spec section 4's dashboard counters: which statuses each one counts. */
export const DASHBOARD_COUNTER_STATUSES = {
  pending: ['LABEL_CREATED', 'PICKUP_SCHEDULED'],
  inTransit: ['PICKED_UP', 'IN_TRANSIT', 'AT_WAREHOUSE'],
  delivered: ['DELIVERED'],
} as const satisfies Record<string, readonly OrderStatus[]>;

/** The statuses the order-history filter offers (spec section 4), in its order. */
export const HISTORY_FILTER_STATUSES = [
  'LABEL_CREATED',
  'SHIPPED',
  'IN_TRANSIT',
  'DELIVERED',
  'PICKUP_SCHEDULED',
  'PICKED_UP',
  'AT_WAREHOUSE',
] as const satisfies readonly OrderStatus[];
