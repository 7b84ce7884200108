import { onTestFinished, vi } from 'vitest';

/**
 * Makes every `min-width` media query match, as on a desktop. The test setup's default matches
 * none, as on a phone; pages that switch between a table and cards read it. Lasts one test.
 */
export function emulateWideScreen() {
  const matchMedia = vi.spyOn(window, 'matchMedia');
  onTestFinished(() => matchMedia.mockRestore());
  matchMedia.mockImplementation(
    (query) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}
