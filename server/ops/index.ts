/** The ops room's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { registerOpsRoutes } from './routes.ts';
