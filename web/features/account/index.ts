/** The account room's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { LoadFailed } from './load-failed.tsx';
