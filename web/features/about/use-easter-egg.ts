import { useCallback, useRef, useState } from 'react';

/** The About page's hidden surprise (spec section 2, About). */
export const EASTER_EGG_CLICKS = 81;
export const EASTER_EGG_MESSAGE = 'Easter Egg Activated!';

/**
 * Counts clicks; the 81st turns the easter egg on and says so in an alert. It then stays on,
 * and later clicks change nothing.
 */
export function useEasterEgg(clicksNeeded = EASTER_EGG_CLICKS) {
  // A ref, not state: counting a click must not re-render the page.
  const clicks = useRef(0);
  const [activated, setActivated] = useState(false);
  const countClick = useCallback(() => {
    clicks.current += 1;
    if (clicks.current !== clicksNeeded) return;
    setActivated(true);
    window.alert(EASTER_EGG_MESSAGE);
  }, [clicksNeeded]);
  return { activated, countClick };
}
