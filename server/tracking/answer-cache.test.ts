import { describe, expect, it, vi } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';

function cacheAt(clock: { ms: number }, maxEntries = 10) {
  return createAnswerCache<string>({ ttlMs: 2000, maxEntries, now: () => clock.ms });
}

describe('createAnswerCache', () => {
  it('answers a repeat from memory until the answer is ttl old, then loads again', async () => {
    const clock = { ms: 0 };
    const cache = cacheAt(clock);
    const load = vi.fn(async () => `status at ${clock.ms}`);
    expect(await cache.getOrLoad('MP1', load)).toBe('status at 0');
    clock.ms = 1999;
    expect(await cache.getOrLoad('MP1', load)).toBe('status at 0');
    clock.ms = 2000;
    expect(await cache.getOrLoad('MP1', load)).toBe('status at 2000');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no answer for an unknown key, so a new parcel is found at once', async () => {
    const cache = cacheAt({ ms: 0 });
    const load = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce(null);
    load.mockResolvedValueOnce('created');
    expect(await cache.getOrLoad('MP2', load)).toBeNull();
    expect(await cache.getOrLoad('MP2', load)).toBe('created');
  });

  it('drops the oldest answer when full', async () => {
    const cache = cacheAt({ ms: 0 }, 2);
    const load = vi.fn(async () => 'answer');
    await cache.getOrLoad('a', load);
    await cache.getOrLoad('b', load);
    await cache.getOrLoad('c', load);
    await cache.getOrLoad('b', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.getOrLoad('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
