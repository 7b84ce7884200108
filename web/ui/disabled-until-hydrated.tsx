import type { ReactNode } from 'react';
import { useIsHydrated } from '../lib/use-is-hydrated.ts';
import classes from './disabled-until-hydrated.module.css';

/**
 * Keeps the form controls inside disabled, and says the part is busy, until React has taken
 * this part of a page rendered at build time over (hydrated it). Before then nothing listens to
 * them: what a visitor typed there would stay unknown to the page and a click would do nothing,
 * both silently. Disabled, the controls show (in Mantine's disabled look) that they cannot be
 * used yet, and take nothing that could be lost.
 *
 * React hydrates a page one Suspense boundary at a time, a lazily loaded part when its code has
 * arrived: each boundary whose controls are in the page's HTML holds one of these. A fieldset
 * is the element that disables every control inside it; it takes no room in the layout.
 */
export function DisabledUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useIsHydrated();
  return (
    <fieldset
      disabled={!hydrated}
      aria-busy={hydrated ? undefined : true}
      className={classes.untilHydrated}
    >
      {children}
    </fieldset>
  );
}
