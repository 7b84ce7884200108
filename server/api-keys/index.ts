/** The API keys room's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { createApiKeyAuth, type ApiCaller, type ApiKeyAuth } from './bearer.ts';
export { registerApiKeyRoutes } from './routes.ts';
