/** The users room's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { findUserProfile } from './queries.ts';
