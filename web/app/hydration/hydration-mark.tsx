import { useEffect } from 'react';
import { replayHeldInput } from './early-input.ts';

/** The attribute on <html> that says React has taken the page over (e2e/support/hydrated.ts waits for it). */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Rendered with the page, so its effect runs once React has taken the page over: the first
 * time, <html> gets data-hydrated and what the visitor did before is replayed. The replay waits
 * for the effect to end (a microtask, so before the next paint): a change React hears inside
 * an effect is not rendered at once, and React puts the field's old value back on screen until
 * it is, where the visitor's next key would land.
 */
export function HydrationMark() {
  useEffect(() => {
    const html = document.documentElement;
    if (html.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    html.setAttribute(HYDRATED_ATTRIBUTE, '');
    queueMicrotask(replayHeldInput);
  }, []);
  return null;
}
