import { useState } from 'react';

/**
 * Whether an overlay (a modal, a drawer, a list of suggestions) has been open yet. Closed,
 * Mantine's overlays still mount their portal as the page loads, and each mount draws the
 * overlay again at once, in the task that takes the page over; an overlay drawn only from its
 * first opening costs the page's load nothing. From then on it stays, so it closes with its
 * transition.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedBefore, setOpenedBefore] = useState(opened);
  // Adjusting state to a prop during render: React draws again before anything is shown.
  if (opened && !openedBefore) setOpenedBefore(true);
  return opened || openedBefore;
}
