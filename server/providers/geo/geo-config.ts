/** Which address provider serves suggestions and geocoding (server/config.ts reads it). */
export type GeoConfig =
  { provider: 'embedded' } | { provider: 'google'; apiKey: string; timeoutMs: number };
