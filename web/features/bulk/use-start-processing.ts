import { useMutation } from '@tanstack/react-query';
import { useState, type Dispatch } from 'react';
import { BatchOrderCreateRequestSchema } from '#domain/bulk/schemas.ts';
import { BulkWizardMessages as Messages } from '#domain/bulk/messages.ts';
import {
  missesRequiredFields,
  toBatchOrderEntry,
  unverifiedRecipientCount,
} from '#domain/bulk/wizard-rules.ts';
import { bulkApi } from './bulk-api.ts';
import type { WizardAction, WizardState } from './wizard-state.ts';

/**
 * Process Orders and Retry Processing (spec sections 4 and 5): a batch and a recipient are
 * needed; a recipient missing a required field sends the wizard to the validation step; error
 * or pending addresses ask for confirmation first; then the upload starts processing.
 */
export function useStartProcessing(state: WizardState, dispatch: Dispatch<WizardAction>) {
  const [error, setError] = useState<string | null>(null);
  const [confirmCount, setConfirmCount] = useState(0);
  const upload = useMutation({
    mutationFn: bulkApi.createOrders,
    onSuccess: (uploadId) => dispatch({ type: 'startProcessing', uploadId }),
    onError: () => setError(Messages.processingFailed),
  });

  const send = () => {
    setConfirmCount(0);
    const request = BatchOrderCreateRequestSchema.safeParse({
      batchId: state.batchId ?? '',
      orderList: state.recipients.map((recipient) => toBatchOrderEntry(state.sender, recipient)),
    });
    if (!request.success) {
      setError(request.error.issues[0]?.message ?? Messages.processingFailed);
      return;
    }
    upload.mutate(request.data);
  };

  const start = () => {
    setError(null);
    if (!state.batchId) return setError(Messages.selectBatch);
    if (state.recipients.length === 0) return setError(Messages.addRecipient);
    if (missesRequiredFields(state.recipients))
      return dispatch({ type: 'goTo', step: 'validation' });
    const unverified = unverifiedRecipientCount(state.recipients);
    if (unverified > 0) return setConfirmCount(unverified);
    send();
  };

  return {
    start,
    // The request for a recipient answers an empty list: it goes once one is added, by hand or
    // from a spreadsheet.
    error: error === Messages.addRecipient && state.recipients.length > 0 ? null : error,
    isPending: upload.isPending,
    /** How many recipients the open confirmation is about; 0 when none is open. */
    confirmCount,
    confirm: send,
    cancelConfirm: () => setConfirmCount(0),
  };
}
