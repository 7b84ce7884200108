import { Container, Stack, Stepper, Text, Title } from '@mantine/core';
import { lazy, Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { INDICATOR_LABELS, indicatorIndexOf } from '#domain/bulk/wizard-rules.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { useSession } from '../auth/index.ts';
import { BatchStep } from './batch-step.tsx';
import classes from './bulk.module.css';
import { SenderStep } from './sender-step.tsx';
import type { LaterStepProps } from './later-steps.tsx';
import { useWizardState, wizardStorageKey } from './wizard-state.ts';

const laterSteps = () => import('./later-steps.tsx');
const LaterStep = lazy(async () => ({ default: (await laterSteps()).LaterStep }));

/** Loads the code of the steps from the recipients on: once, whoever asks first. */
export async function loadLaterSteps(): Promise<void> {
  await laterSteps();
}

/**
 * /bulk-shipment (spec section 2): a protected route. Drawn before the session is known too
 * (the build renders it so): the wizard's state is the user's, so until then its steps wait.
 */
export function BulkShipmentPage() {
  // The session's answer comes through useSyncExternalStore, which React draws at once: the
  // wizard taking the placeholder's place would hold the main thread in one long task (about
  // 200 ms on a phone). Deferred, React draws the wizard in the background, in parts.
  const user = useDeferredValue(useSession().user);
  if (!user) {
    return (
      <WizardFrame active={0}>
        <CenteredLoader label="Checking your session…" fillsScreen />
      </WizardFrame>
    );
  }
  return <BulkShipmentWizard storageKey={wizardStorageKey(user.userId)} />;
}

/** The six-step wizard of spec sections 2 and 4, its state kept under `storageKey` in sessionStorage. */
export function BulkShipmentWizard({ storageKey }: { storageKey: string }) {
  const [state, dispatch] = useWizardState(storageKey);
  useEffect(() => void loadLaterSteps(), []);
  return (
    <WizardFrame active={indicatorIndexOf(state.step)}>
      <Suspense fallback={<CenteredLoader />}>
        <CurrentStep state={state} dispatch={dispatch} />
      </Suspense>
    </WizardFrame>
  );
}

/** The page's heading and the step indicator, with `active` the indicator's current step, above the step. */
function WizardFrame({ active, children }: { active: number; children: ReactNode }) {
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Bulk Shipping</Title>
          <Text c="dimmed">
            Ship many parcels from one sender: choose a batch, add the recipients, then review the
            services and prices.
          </Text>
        </Stack>
        <StepIndicator active={active} />
        {children}
      </Stack>
    </Container>
  );
}

/**
 * The five labels of spec section 2; the validation step shows as Recipients. A phone lists them
 * one under another (CSS, as the page is prerendered without knowing the width): side by side
 * they wrap into rows with stray separators between.
 */
function StepIndicator({ active }: { active: number }) {
  return (
    <nav aria-label="Bulk shipment steps">
      <Stepper
        active={active}
        size="sm"
        allowNextStepsSelect={false}
        classNames={{ steps: classes.steps, separator: classes.separator }}
      >
        {INDICATOR_LABELS.map((label, index) => (
          <Stepper.Step
            key={label}
            label={label}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}

/** The wizard's first two steps are drawn with the page; the others once their code is in. */
function CurrentStep({ state, dispatch }: LaterStepProps) {
  switch (state.step) {
    case 'sender':
      return (
        <SenderStep
          sender={state.sender}
          onChange={(sender) => dispatch({ type: 'setSender', sender })}
          onNext={() => dispatch({ type: 'goTo', step: 'batch' })}
        />
      );
    case 'batch':
      return (
        <BatchStep
          batchId={state.batchId}
          onSelect={(batchId) => dispatch({ type: 'selectBatch', batchId })}
          onBack={() => dispatch({ type: 'goTo', step: 'sender' })}
          onNext={() => dispatch({ type: 'goTo', step: 'recipients' })}
        />
      );
    default:
      return <LaterStep state={state} dispatch={dispatch} />;
  }
}
