import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToBrowser', () => {
  it('goes on in a later task, after what was already waiting for one', async () => {
    vi.stubGlobal('scheduler', undefined);
    let earlierTaskRan = false;
    setTimeout(() => {
      earlierTaskRan = true;
    }, 0);
    await yieldToBrowser();
    expect(earlierTaskRan).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
