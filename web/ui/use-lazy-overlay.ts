import { useLayoutEffect, useState } from 'react';

/**
 * Draws an overlay (a modal, a drawer, a list of suggestions) only from its first opening.
 * Closed, Mantine's overlays still mount their portal as the page loads, and each mount draws
 * the overlay again at once, in the task that takes the page over: drawn late, it costs the
 * load nothing. `mounted` says whether to draw it at all, `opened` is what to give it.
 *
 * At its first opening it is drawn closed, then opened before the browser paints: Mantine
 * remembers the element to give the focus back to when it sees the overlay open, and one
 * drawn open from the start would close leaving the focus nowhere. Once drawn it stays, so it
 * closes with its transition.
 */
export function useLazyOverlay(opened: boolean): { mounted: boolean; opened: boolean } {
  const [drawnClosed, setDrawnClosed] = useState(false);
  const mounted = opened || drawnClosed;
  useLayoutEffect(() => {
    // A second render on purpose: the overlay must be drawn closed once before it opens.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see the line above
    if (mounted) setDrawnClosed(true);
  }, [mounted]);
  return { mounted, opened: opened && drawnClosed };
}
