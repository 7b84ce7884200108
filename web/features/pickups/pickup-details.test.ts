import { describe, expect, it } from 'vitest';
import { ShipmentMessages as Messages } from '#domain/common/shipping-messages.ts';
import {
  pickupDefaults,
  pickupFieldProblems,
  slotOptions,
  timesNotOffered,
  type PickupDraft,
} from './pickup-details.ts';
import { TEST_SENDER } from '../../test-support/checkout-batches.ts';

// 08:00 on 10 June 2026 in Vancouver (PDT, UTC-7): the whole day is still open for pickups.
const NOW = new Date('2026-06-10T15:00:00Z');
// 13:50 and 15:02 the same day.
const AT_1350 = new Date('2026-06-10T20:50:00Z');
const AT_1502 = new Date('2026-06-10T22:02:00Z');
const TODAY = '2026-06-10';

const draft = (changes: Partial<PickupDraft> = {}) => ({
  ...pickupDefaults(TODAY, TEST_SENDER, NOW),
  ...changes,
});

const customDraft = (changes: Partial<PickupDraft> = {}) =>
  draft({
    customAddress: true,
    address: '6551 No. 3 Rd',
    city: 'Richmond',
    province: 'British Columbia',
    postalCode: 'v6y 2b6',
    ...changes,
  });

/** The first problem that stops the pickup from being booked at `now`, as the form shows it. */
const pickupDraftProblem = (checked: PickupDraft, now: Date) =>
  Object.values(pickupFieldProblems(checked, now))[0] ?? null;

describe('pickupDefaults', () => {
  it('starts on the date given, with the sender as contact and the whole day', () => {
    expect(draft()).toMatchObject({
      requestedDate: TODAY,
      earliestTime: '09:00',
      latestTime: '17:00',
      contactName: 'Grace Hopper',
      contactPhone: '6045550100',
      customAddress: false,
    });
  });

  it('starts the times at the first one still open', () => {
    expect(pickupDefaults(TODAY, TEST_SENDER, AT_1350)).toMatchObject({
      earliestTime: '14:00',
      latestTime: '17:00',
    });
  });

  it('keeps its date when the 15:00 cutoff passes, which then is the problem', () => {
    const late = pickupDefaults(TODAY, TEST_SENDER, AT_1502);
    expect(late.requestedDate).toBe(TODAY);
    expect(pickupDraftProblem(late, AT_1502)).toBe('The earliest pickup date is 2026-06-11.');
  });
});

describe('timesNotOffered', () => {
  it('names the picked times a new date does not offer, which then follow its widest window', () => {
    const picked = { earliestTime: '09:00', latestTime: '16:00' };
    expect(timesNotOffered(picked, '2026-06-11', AT_1350)).toEqual([]);
    // 09:00 has passed today at 13:50; 16:00 is still open.
    expect(timesNotOffered(picked, TODAY, AT_1350)).toEqual(['earliestTime']);
  });
});

describe('slotOptions', () => {
  it('labels the slots on offer in 12-hour time', () => {
    expect(slotOptions(['15:00', '15:30'], '15:30')).toEqual([
      { value: '15:00', label: '3:00 PM' },
      { value: '15:30', label: '3:30 PM' },
    ]);
  });

  it('shows a time the clock has passed, in its place, but not to be picked', () => {
    expect(slotOptions(['15:00', '15:30'], '14:30')).toEqual([
      { value: '14:30', label: '2:30 PM (no longer available)', disabled: true },
      { value: '15:00', label: '3:00 PM' },
      { value: '15:30', label: '3:30 PM' },
    ]);
  });
});

describe('pickupDraftProblem', () => {
  it("accepts the sender's address and a complete Greater Vancouver one", () => {
    expect(pickupDraftProblem(draft(), NOW)).toBeNull();
    expect(pickupDraftProblem(customDraft(), NOW)).toBeNull();
  });

  it('refuses a window the clock has passed', () => {
    const morning = draft({ earliestTime: '09:00', latestTime: '09:30' });
    expect(pickupDraftProblem(morning, NOW)).toBeNull();
    expect(pickupDraftProblem(morning, AT_1350)).toBe(Messages.pickupEndsTooSoon('3:00 PM'));
  });

  it('checks the time window first', () => {
    expect(pickupDraftProblem(customDraft({ earliestTime: '17:00', city: '' }), NOW)).toBe(
      Messages.pickupTimesOrder,
    );
  });

  it('requires the custom address fields, each in its own words', () => {
    expect(pickupDraftProblem(customDraft({ contactName: '' }), NOW)).toBe(
      Messages.pickupContactNameRequired,
    );
    expect(pickupDraftProblem(customDraft({ city: ' ' }), NOW)).toBe(
      'Please select an address from the suggestions.',
    );
  });

  it('refuses a malformed postal code and one outside Greater Vancouver', () => {
    expect(pickupDraftProblem(customDraft({ postalCode: 'V6Y 2B' }), NOW)).toBe(
      Messages.pickupPostalCodeInvalid,
    );
    expect(pickupDraftProblem(customDraft({ postalCode: 'M5V 2T6' }), NOW)).toBe(
      Messages.pickupOutsideGreaterVancouver,
    );
  });

  it('refuses a province other than BC', () => {
    expect(pickupDraftProblem(customDraft({ province: 'Ontario' }), NOW)).toBe(
      Messages.pickupProvinceNotBritishColumbia,
    );
  });

  it('refuses a malformed contact email with or without a custom address', () => {
    expect(pickupDraftProblem(draft({ contactEmail: 'grace@example' }), NOW)).toBe(
      Messages.pickupEmailInvalid,
    );
    expect(pickupDraftProblem(customDraft({ contactEmail: 'grace example.com' }), NOW)).toBe(
      Messages.pickupEmailInvalid,
    );
    expect(pickupDraftProblem(draft({ contactEmail: '' }), NOW)).toBeNull();
  });

  it('ignores the hidden address fields once the custom address is unticked', () => {
    expect(pickupDraftProblem(customDraft({ customAddress: false, postalCode: 'x' }), NOW)).toBe(
      null,
    );
  });
});

describe('pickupFieldProblems', () => {
  it('names each field with its problem', () => {
    expect(
      pickupFieldProblems(
        customDraft({ contactPhone: '555', contactEmail: 'grace@', postalCode: '98101' }),
        NOW,
      ),
    ).toEqual({
      contactPhone: Messages.pickupPhoneInvalid,
      contactEmail: Messages.pickupEmailInvalid,
      postalCode: Messages.pickupOutsideGreaterVancouver,
    });
    expect(pickupFieldProblems(customDraft(), NOW)).toEqual({});
  });

  it('names the time field the clock has passed', () => {
    expect(pickupFieldProblems(draft({ earliestTime: '13:30' }), AT_1350)).toEqual({
      earliestTime: Messages.pickupStartPassed('2:00 PM'),
    });
  });
});
