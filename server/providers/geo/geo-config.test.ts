import { describe, expect, it } from 'vitest';
import { loadGeoConfig } from './geo-config.ts';

describe('loadGeoConfig', () => {
  it('chooses the embedded provider by default', () => {
    expect(loadGeoConfig({})).toEqual({ provider: 'embedded' });
    expect(loadGeoConfig({ GEO_PROVIDER: 'embedded', GEO_API_KEY: 'ignored' })).toEqual({
      provider: 'embedded',
    });
  });

  it('chooses Google with a key and a time limit', () => {
    expect(loadGeoConfig({ GEO_PROVIDER: 'google', GEO_API_KEY: ' key-1 ' })).toEqual({
      provider: 'google',
      apiKey: 'key-1',
      timeoutMs: 5000,
    });
    expect(
      loadGeoConfig({ GEO_PROVIDER: 'google', GEO_API_KEY: 'key-1', GEO_TIMEOUT_MS: '2500' }),
    ).toMatchObject({ timeoutMs: 2500 });
  });

  it.each([
    [{ GEO_PROVIDER: 'mapquest' }, 'GEO_PROVIDER must be'],
    [{ GEO_PROVIDER: 'google' }, 'GEO_PROVIDER=google needs GEO_API_KEY'],
    [
      { GEO_PROVIDER: 'google', GEO_API_KEY: 'secret-key', GEO_TIMEOUT_MS: 'soon' },
      'GEO_TIMEOUT_MS',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => loadGeoConfig(env)).toThrow(message);
  });

  it('never names the key in its messages', () => {
    expect(() =>
      loadGeoConfig({ GEO_PROVIDER: 'google', GEO_API_KEY: 'secret-key', GEO_TIMEOUT_MS: '-1' }),
    ).toThrow(expect.objectContaining({ message: expect.not.stringContaining('secret-key') }));
  });
});
