import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';

// The drawer and its session-aware entries load after the first paint (see app-root.tsx).
const MobileMenuDrawer = lazy(() =>
  import('./mobile-menu-drawer.tsx').then((module) => ({ default: module.MobileMenuDrawer })),
);

/** The burger button of narrow screens and the menu drawer it opens. */
export function MobileMenu() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Burger opened={opened} onClick={toggle} aria-label="Open menu" aria-expanded={opened} />
      <Suspense fallback={null}>
        <MobileMenuDrawer opened={opened} onClose={close} />
      </Suspense>
    </>
  );
}
