/** Which address provider serves suggestions and geocoding (server/config.ts reads it). */
export type GeoConfig =
  | { provider: 'embedded' }
  | { provider: 'google'; apiKey: string; timeoutMs: number }
  /** A self-hosted Photon server over OpenStreetMap data; url is its base, e.g. http://photon:2322. */
  | { provider: 'photon'; url: string; timeoutMs: number };
