import { describe, expect, it } from 'vitest';
import { ShipmentMessages as Messages } from '#domain/shipments/messages.ts';
import {
  initialPickupDraft,
  pickupDraftProblem,
  pickupFieldProblems,
  type PickupDraft,
} from './pickup-details.ts';
import { TEST_SENDER } from './test-batches.ts';

// 10:00 on 10 June 2026 in Vancouver (PDT, UTC-7): the 10th is still open for pickups.
const NOW = new Date('2026-06-10T17:00:00Z');

const draft = (changes: Partial<PickupDraft> = {}): PickupDraft => ({
  ...initialPickupDraft('2026-06-10', TEST_SENDER),
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

describe('pickupDraftProblem', () => {
  it("accepts the sender's address and a complete Greater Vancouver one", () => {
    expect(pickupDraftProblem(draft(), NOW)).toBeNull();
    expect(pickupDraftProblem(customDraft(), NOW)).toBeNull();
  });

  it('checks the time window first', () => {
    expect(pickupDraftProblem(customDraft({ earliestTime: '17:00', city: '' }), NOW)).toBe(
      Messages.pickupTimesOrder,
    );
  });

  it('requires the custom address fields', () => {
    expect(pickupDraftProblem(customDraft({ city: ' ' }), NOW)).toBe(
      Messages.pickupAddressIncomplete,
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
      ),
    ).toEqual({
      contactPhone: Messages.pickupPhoneInvalid,
      contactEmail: Messages.pickupEmailInvalid,
      postalCode: Messages.pickupPostalCodeInvalid,
    });
    expect(pickupFieldProblems(customDraft())).toEqual({});
  });
});
