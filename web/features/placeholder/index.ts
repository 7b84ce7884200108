/** The placeholder feature's front door: what the shell and other features use of it (docs/ARCHITECTURE.md). */
export { type ComingSoonTopicName } from './coming-soon-topics.ts';
