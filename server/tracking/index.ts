/** The tracking room's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { findOrderEvents, findPublicTracking } from './queries.ts';
export {
  recordTrackingEvents,
  type NewTrackingEvent,
  type RecordedEvents,
  type TrackingNotices,
} from './record-events.ts';
