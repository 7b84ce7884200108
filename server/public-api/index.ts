/** The public API's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { registerPublicApi } from './routes.ts';
export { registerOpenApiDocument } from './openapi.ts';
