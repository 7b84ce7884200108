import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { earliestPickupDate } from '#domain/shipments/pickup-rules.ts';
import { checkoutApi, orderSenderKey } from './checkout-api.ts';
import { initialPickupDraft, type PickupDraft } from './pickup-details.ts';

/**
 * The pickup form's state: the earliest date as the page opened, the batch's sender as contact
 * once loaded (read only while `enabled`), and the user's changes on top.
 */
export function usePickupDraft(firstTrackingNumber: string, enabled: boolean) {
  const [minDate] = useState(() => earliestPickupDate(new Date()));
  const [changes, setChanges] = useState<Partial<PickupDraft>>({});
  const sender = useQuery({
    queryKey: orderSenderKey(firstTrackingNumber),
    queryFn: ({ signal }) => checkoutApi.orderSender(firstTrackingNumber, signal),
    enabled: enabled && firstTrackingNumber !== '',
  });
  const draft: PickupDraft = { ...initialPickupDraft(minDate, sender.data), ...changes };
  const change = (more: Partial<PickupDraft>) => setChanges((current) => ({ ...current, ...more }));
  return { draft, minDate, change };
}
