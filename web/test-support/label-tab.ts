import { onTestFinished, vi } from 'vitest';

/** Makes window.open answer a stand-in tab for one test, and returns it. */
export function stubLabelTab() {
  const tab = {
    opener: window as Window | null,
    document: document.implementation.createHTMLDocument(''),
    location: { replace: vi.fn() },
    close: vi.fn(),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  onTestFinished(() => open.mockRestore());
  return { tab, open };
}
