/** Where a section is on screen, in CSS pixels, as getBoundingClientRect() gives it. */
export type SectionBox = { top: number; height: number };

/**
 * How far the truck has driven along its road, from 0 to 1: 0 while its section is still
 * below the screen, 1 once it has left at the top, in proportion to the scroll in between.
 */
export function truckProgress({ top, height }: SectionBox, viewportHeight: number): number {
  const scrolledIn = viewportHeight - top;
  const wayThrough = viewportHeight + height;
  return Math.min(Math.max(scrolledIn / wayThrough, 0), 1);
}
