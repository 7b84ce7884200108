/** The bulk progress room's front door: the live feed of bulk uploads (issue 13). */
export { registerBulkProgress } from './routes.ts';
export { readUploadProgress } from './queries.ts';
