/** Which address provider serves suggestions and geocoding. */
export type GeoConfig =
  { provider: 'embedded' } | { provider: 'google'; apiKey: string; timeoutMs: number };

const DEFAULT_TIMEOUT_MS = 5000;

/**
 * Reads GEO_PROVIDER ('embedded', the default, or 'google'), GEO_API_KEY (required for google)
 * and GEO_TIMEOUT_MS (default 5000). A wrong setting stops the start with a message naming the
 * variable, never its value.
 */
export function loadGeoConfig(env: NodeJS.ProcessEnv): GeoConfig {
  const provider = env.GEO_PROVIDER || 'embedded';
  if (provider === 'embedded') return { provider };
  if (provider !== 'google') {
    throw new Error(`GEO_PROVIDER must be 'embedded' or 'google', got "${provider}"`);
  }
  const apiKey = env.GEO_API_KEY?.trim();
  if (!apiKey) throw new Error('GEO_PROVIDER=google needs GEO_API_KEY');
  const timeoutMs = Number(env.GEO_TIMEOUT_MS || DEFAULT_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error(
      `GEO_TIMEOUT_MS must be a whole number of milliseconds, got "${env.GEO_TIMEOUT_MS}"`,
    );
  }
  return { provider, apiKey, timeoutMs };
}
