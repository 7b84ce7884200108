import { useEffect } from 'react';
import { replayHeldInput } from './early-input.ts';

/** The attribute on <html> that says React has taken the page over (e2e/support/hydrated.ts waits for it). */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Rendered with the page, so its effect runs once React has taken the page over: the first
 * time, <html> gets data-hydrated and what the visitor did before is replayed. Its effect runs
 * before any render that follows hydration, which would put back the value React knew into a
 * field the visitor typed into.
 */
export function HydrationMark() {
  useEffect(() => {
    const html = document.documentElement;
    if (html.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    html.setAttribute(HYDRATED_ATTRIBUTE, '');
    replayHeldInput();
  }, []);
  return null;
}
