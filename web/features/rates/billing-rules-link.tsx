import { Anchor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef } from 'react';

// The rules, their tables and Mantine's modal download only when someone asks to read them.
const BillingRulesModal = lazy(() =>
  import('./billing-rules-modal.tsx').then((module) => ({ default: module.BillingRulesModal })),
);

/** A link-styled button that opens the Billing Rules. */
export function BillingRulesLink() {
  const [opened, { open, close }] = useDisclosure(false);
  const linkRef = useRef<HTMLButtonElement>(null);
  // Mantine gives the focus back only from a modal that was mounted closed; this one mounts open.
  const closeRules = () => {
    close();
    linkRef.current?.focus();
  };
  return (
    <>
      <Anchor ref={linkRef} component="button" type="button" size="sm" onClick={open}>
        Billing rules
      </Anchor>
      {opened && (
        <Suspense fallback={null}>
          <BillingRulesModal opened onClose={closeRules} />
        </Suspense>
      )}
    </>
  );
}
