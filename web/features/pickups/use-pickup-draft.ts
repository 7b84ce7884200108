import { useInterval } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { earliestPickupDate, pickupTimeChoices } from '#domain/pickups/pickup-rules.ts';
import {
  pickupDraftAt,
  pickupDraftProblem,
  pickupFieldProblems,
  withChoices,
  type PickupChoices,
  type PickupDraft,
} from './pickup-details.ts';
import { orderSenderKey, pickupsApi } from './pickups-api.ts';

/** How often the form reads the clock: a time that passes leaves the form within this long. */
const CLOCK_TICK_MS = 15_000;

/**
 * The pickup form's state: the user's choices over the defaults (the earliest date when the form
 * first showed, the widest window open on it, the batch's sender as contact, read only while
 * `enabled`), re-read as the clock passes so the form offers only times still open. `check()` is
 * for the press that submits it: from then on the form shows every problem, blank required
 * fields too.
 */
export function usePickupDraft(firstTrackingNumber: string, enabled: boolean) {
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), CLOCK_TICK_MS, { autoInvoke: true });
  // Set when the form first shows (checkout keeps it hidden behind the pickup choice), then kept.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  if (enabled && openedOn === null) setOpenedOn(earliestPickupDate(now));
  const [choices, setChoices] = useState<PickupChoices>({});
  const [showErrors, setShowErrors] = useState(false);
  const sender = useQuery({
    queryKey: orderSenderKey(firstTrackingNumber),
    queryFn: ({ signal }) => pickupsApi.orderSender(firstTrackingNumber, signal),
    enabled: enabled && firstTrackingNumber !== '',
  });
  const draftAt = (at: Date) =>
    pickupDraftAt(openedOn ?? earliestPickupDate(at), sender.data, choices, at);
  const draft = draftAt(now);
  const change = (more: PickupChoices) =>
    setChoices((current) => withChoices(current, more, new Date()));
  /** The draft as the press finds it, with its first problem (null when it can be sent). */
  const check = (): { draft: PickupDraft; problem: string | null } => {
    // The clock of the press, not of the last tick: a time that passed since must not be sent.
    const at = new Date();
    setNow(at);
    setShowErrors(true);
    const checked = draftAt(at);
    return { draft: checked, problem: pickupDraftProblem(checked, at) };
  };
  return {
    draft,
    minDate: earliestPickupDate(now),
    times: pickupTimeChoices(draft.requestedDate, now),
    problems: pickupFieldProblems(draft, now),
    change,
    showErrors,
    check,
  };
}

/** The pickup form's state and actions, as usePickupDraft answers them. */
export type PickupDraftState = ReturnType<typeof usePickupDraft>;
