import { lazy, Suspense, type ComponentProps } from 'react';

// Only cross-border parcels have a declaration to show: the pages that list any parcel load its
// summary when one has, and keep their first paint within their budgets (scripts/check-bundle-size.ts).
const CustomsSummary = lazy(async () => ({
  default: (await import('./customs-summary.tsx')).CustomsSummary,
}));

/** CustomsSummary, its code loaded the first time a page shows one; nothing meanwhile. */
export function LazyCustomsSummary(props: ComponentProps<typeof CustomsSummary>) {
  return (
    <Suspense fallback={null}>
      <CustomsSummary {...props} />
    </Suspense>
  );
}
