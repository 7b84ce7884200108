import { useCallback } from 'react';
import type { ProcessedOrder } from '#domain/bulk/schemas.ts';
import { ProcessingStep } from './processing-step.tsx';
import { RecipientsStep } from './recipients-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { ValidationStep } from './validation-step.tsx';
import type { useWizardState, WizardState } from './wizard-state.ts';

export type LaterStepProps = {
  state: WizardState;
  dispatch: ReturnType<typeof useWizardState>[1];
};

/**
 * The wizard's steps from the recipients on. The page loads them after its first paint, as one
 * chunk, so they do not weigh on it (scripts/check-bundle-size.ts).
 */
export function LaterStep({ state, dispatch }: LaterStepProps) {
  const onCompleted = useCallback(
    (orders: ProcessedOrder[]) => dispatch({ type: 'finishProcessing', orders }),
    [dispatch],
  );
  switch (state.step) {
    case 'recipients':
      return <RecipientsStep state={state} dispatch={dispatch} />;
    case 'validation':
      return <ValidationStep state={state} dispatch={dispatch} />;
    case 'processing':
      return state.batchId && state.uploadId ? (
        <ProcessingStep
          batchId={state.batchId}
          uploadId={state.uploadId}
          sentOrders={state.recipients.length}
          onCompleted={onCompleted}
        />
      ) : null;
    case 'review':
      return <ReviewStep state={state} dispatch={dispatch} />;
    default:
      return null; // The sender and batch steps are the page's own.
  }
}
