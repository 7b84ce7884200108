import classes from './partner-wordmark.module.css';

/** Shapes drawn in a 28 x 28 box, one per partner mark. */
const EMBLEMS = {
  wing: 'M2 22C8 8 18 4 26 4c-2 9-9 17-24 18z',
  wave: 'M2 12c4-4 8-4 12 0s8 4 12 0v6c-4 4-8 4-12 0s-8-4-12 0z',
  star: 'M14 1l3 10 10 3-10 3-3 10-3-10-10-3 10-3z',
  ring: 'M14 2a12 12 0 1 0 0 24a12 12 0 1 0 0-24zm0 6a6 6 0 1 1 0 12a6 6 0 1 1 0-12z',
  arrow: 'M2 10h14V4l10 10-10 10v-6H2z',
  peak: 'M1 25 11 7l6 10 3-5 7 13z',
  hexagon: 'M14 1l12 7v12l-12 7-12-7V8z',
} as const;

/** How the name is set, so that the marks look like different companies'. */
type Lettering = 'bold' | 'capitals' | 'italic';

export type Partner = { name: string; emblem: keyof typeof EMBLEMS; lettering: Lettering };

/**
 * A partner's mark: a drawn emblem beside the name. The name stays text, crisp at any size,
 * and is what screen readers read.
 */
export function PartnerWordmark({ partner: { name, emblem, lettering } }: { partner: Partner }) {
  return (
    <span className={classes.wordmark} data-lettering={lettering}>
      <svg viewBox="0 0 28 28" width="28" height="28" aria-hidden="true" focusable="false">
        <path d={EMBLEMS[emblem]} fill="currentColor" fillRule="evenodd" />
      </svg>
      {name}
    </span>
  );
}
