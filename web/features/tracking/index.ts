/** The tracking feature's front door: what the shell and other features use of it (docs/ARCHITECTURE.md). */
export { TrackingProgress } from './tracking-progress.tsx';
export { TrackingTimeline } from './tracking-timeline.tsx';
export { fetchTracking, trackingKeys, trackingQuery } from './tracking-api.ts';
export { OrderStatusBadge } from './order-status-badge.tsx';
export { deliveryDay } from './delivery-day.ts';
