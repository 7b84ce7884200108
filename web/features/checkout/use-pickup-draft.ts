import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { earliestPickupDate } from '#domain/shipments/pickup-rules.ts';
import { checkoutApi, orderSenderKey } from './checkout-api.ts';
import { initialPickupDraft, pickupDraftProblem, type PickupDraft } from './pickup-details.ts';

/**
 * The pickup form's state: the earliest date as the page opened, the batch's sender as contact
 * once loaded (read only while `enabled`), and the user's changes on top. `check()` is for the
 * press that submits it: from then on the form shows every problem, blank required fields too.
 */
export function usePickupDraft(firstTrackingNumber: string, enabled: boolean) {
  const [minDate] = useState(() => earliestPickupDate(new Date()));
  const [changes, setChanges] = useState<Partial<PickupDraft>>({});
  const [showErrors, setShowErrors] = useState(false);
  const sender = useQuery({
    queryKey: orderSenderKey(firstTrackingNumber),
    queryFn: ({ signal }) => checkoutApi.orderSender(firstTrackingNumber, signal),
    enabled: enabled && firstTrackingNumber !== '',
  });
  const draft: PickupDraft = { ...initialPickupDraft(minDate, sender.data), ...changes };
  const change = (more: Partial<PickupDraft>) => setChanges((current) => ({ ...current, ...more }));
  /** The draft's first problem, or null when it can be sent. */
  const check = () => {
    setShowErrors(true);
    return pickupDraftProblem(draft, new Date());
  };
  return { draft, minDate, change, showErrors, check };
}
