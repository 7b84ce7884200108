import { useInterval } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  earliestPickupDate,
  pickupDates,
  pickupTimeChoices,
} from '#domain/pickups/pickup-rules.ts';
import {
  pickupDefaults,
  pickupFieldProblems,
  timesNotOffered,
  type PickupDraft,
} from './pickup-details.ts';
import { pickupKeys, pickupsApi } from './pickups-api.ts';

/** How often the form reads the clock: a time that passes leaves the form within this long. */
const CLOCK_TICK_MS = 15_000;

/** Checked on the clock of the check itself, so a time that passed since the last tick is refused. */
const pickupResolver: Resolver<PickupDraft> = (values) => {
  const problems = Object.entries(pickupFieldProblems(values, new Date()));
  if (problems.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    problems.map(([field, message]) => [field, { type: 'pickup', message }]),
  );
  return { values: {}, errors };
};

/** When the defaults move, what the user typed or picked stays, and so do the messages shown. */
const KEEP_USER_INPUT = {
  keepDirtyValues: true,
  keepDirty: true,
  keepErrors: true,
  keepIsSubmitted: true,
  keepSubmitCount: true,
  keepTouched: true,
} as const;

/** The first problem react-hook-form found, in the order the rules name them. */
function firstProblem(errors: FieldErrors<PickupDraft>): string {
  return Object.values(errors).find((error) => error?.message)?.message ?? '';
}

/**
 * The pickup form (react-hook-form) with defaults that move until the user sets a field: the
 * date is the earliest one when the form first showed (checkout keeps it hidden behind the
 * pickup choice), the times the widest window still open on the chosen date as the clock
 * passes, the contact the batch's sender once it loads (read only while `enabled`). Problems
 * show from the first submit on, then as fields change.
 */
export function usePickupForm(firstTrackingNumber: string, enabled: boolean) {
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), CLOCK_TICK_MS, { autoInvoke: true });
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  if (enabled && openedOn === null) setOpenedOn(earliestPickupDate(now));
  const sender = useQuery({
    queryKey: pickupKeys.orderSender(firstTrackingNumber),
    queryFn: ({ signal }) => pickupsApi.orderSender(firstTrackingNumber, signal),
    enabled: enabled && firstTrackingNumber !== '',
  });

  const form = useForm<PickupDraft>({
    defaultValues: pickupDefaults(openedOn ?? earliestPickupDate(now), undefined, now),
    resolver: pickupResolver,
    // Not on blur: a message appearing as a field is left moves the Pay button under the
    // pointer and swallows that press.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const requestedDate = useWatch({ control: form.control, name: 'requestedDate' });
  // The times follow the date chosen; the date's own default stays the one the form opened on,
  // so that a date picked stays picked (it differs from its default) and nothing moves it.
  const defaultsKey = JSON.stringify({
    ...pickupDefaults(requestedDate, sender.data, now),
    requestedDate: openedOn ?? earliestPickupDate(now),
  });
  useEffect(() => {
    form.reset(JSON.parse(defaultsKey) as PickupDraft, KEEP_USER_INPUT);
  }, [form, defaultsKey]);

  /** A new date keeps the picked times it offers; the others follow its widest window again. */
  const chooseDate = (date: string) => {
    for (const field of timesNotOffered(form.getValues(), date, new Date())) form.resetField(field);
  };

  /** Checks the form as a press finds it, then hands on the draft or its first problem. */
  const submit = (onValid: (draft: PickupDraft) => void, onInvalid: (problem: string) => void) => {
    setNow(new Date());
    return form.handleSubmit(onValid, (errors) => onInvalid(firstProblem(errors)))();
  };

  return {
    form,
    dates: pickupDates(now),
    times: pickupTimeChoices(requestedDate, now),
    chooseDate,
    submit,
  };
}

/** The pickup form and its actions, as usePickupForm answers them. */
export type PickupFormState = ReturnType<typeof usePickupForm>;
