import { describe, expect, it } from 'vitest';
import { testProcessedOrder, testRecipient } from '#domain/test-support/bulk-wizard-data.ts';
import { INITIAL_WIZARD_STATE, wizardReducer, type WizardState } from './wizard-state.ts';

const withRecipients = (...recipients: ReturnType<typeof testRecipient>[]): WizardState => ({
  ...INITIAL_WIZARD_STATE,
  recipients,
});

describe('wizardReducer', () => {
  it('applies address verdicts to the pending recipients asked about, in order', () => {
    const state = withRecipients(
      testRecipient({ id: 'a', validationStatus: 'pending', validationMessage: '' }),
      testRecipient({ id: 'b', validationStatus: 'pending', validationMessage: '' }),
    );
    const next = wizardReducer(state, {
      type: 'applyAddressChecks',
      ids: ['a', 'b'],
      results: [
        {
          validationStatus: 'valid',
          validationMessage: 'Address validated',
          formattedAddress: '290 Bremner Blvd, Toronto, ON M5V 3L9, Canada',
          suggestedAddress: null,
        },
        {
          validationStatus: 'error',
          validationMessage: 'Address not found',
          formattedAddress: '',
          suggestedAddress: null,
        },
      ],
    });
    expect(next.recipients.map((r) => [r.id, r.validationStatus, r.validationMessage])).toEqual([
      ['a', 'valid', 'Address validated'],
      ['b', 'error', 'Address not found'],
    ]);
  });

  it("marks an address without a verdict 'Failed to validate address', and leaves one edited meanwhile alone", () => {
    const state = withRecipients(
      testRecipient({ id: 'a', validationStatus: 'pending' }),
      testRecipient({ id: 'b', validationStatus: 'valid', validationMessage: 'Address validated' }),
    );
    const next = wizardReducer(state, { type: 'applyAddressChecks', ids: ['a', 'b'], results: [] });
    expect(next.recipients[0]).toMatchObject({
      validationStatus: 'error',
      validationMessage: 'Failed to validate address',
    });
    expect(next.recipients[1]).toMatchObject({ validationStatus: 'valid' });
  });

  it("applies a suggestion: the address is replaced and the recipient is valid with 'Address updated with suggestion'", () => {
    const state = withRecipients(
      testRecipient({
        id: 'a',
        address: '290 Bremner',
        postalCode: '',
        validationStatus: 'warning',
        validationMessage: 'Address may be incomplete',
        suggestedAddress: {
          streetAddress: '290 Bremner Blvd',
          city: 'Toronto',
          province: 'ON',
          postalCode: 'M5V 3L9',
          countryCode: 'CA',
        },
      }),
    );
    const [recipient] = wizardReducer(state, { type: 'applySuggestion', id: 'a' }).recipients;
    expect(recipient).toMatchObject({
      address: '290 Bremner Blvd',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5V 3L9',
      validationStatus: 'valid',
      validationMessage: 'Address updated with suggestion',
      suggestedAddress: null,
    });
  });

  it('keeps the recipient’s own street when the suggestion has none (a rural route)', () => {
    const state = withRecipients(
      testRecipient({
        id: 'a',
        address: 'RR 1 STN MAIN',
        city: 'Millarvile',
        validationStatus: 'warning',
        validationMessage: 'Address may be incomplete',
        suggestedAddress: {
          streetAddress: '',
          city: 'Millarville',
          province: 'AB',
          postalCode: 'T0L 1K0',
          countryCode: 'CA',
        },
      }),
    );
    const [recipient] = wizardReducer(state, { type: 'applySuggestion', id: 'a' }).recipients;
    expect(recipient).toMatchObject({
      address: 'RR 1 STN MAIN',
      city: 'Millarville',
      postalCode: 'T0L 1K0',
      validationStatus: 'valid',
    });
  });

  it('adds a saved recipient that is new and replaces one that exists', () => {
    const state = withRecipients(testRecipient({ id: 'a' }));
    const added = wizardReducer(state, {
      type: 'saveRecipient',
      recipient: testRecipient({ id: 'b' }),
    });
    expect(added.recipients.map(({ id }) => id)).toEqual(['a', 'b']);
    const updated = wizardReducer(added, {
      type: 'saveRecipient',
      recipient: testRecipient({ id: 'a', fullName: 'Grace Hopper' }),
    });
    expect(updated.recipients.map(({ fullName }) => fullName)).toEqual([
      'Grace Hopper',
      'Ada Lovelace',
    ]);
  });

  it('keeps the processed orders in row order and replaces a retried row', () => {
    const state = wizardReducer(INITIAL_WIZARD_STATE, {
      type: 'finishProcessing',
      orders: [testProcessedOrder({ rowNumber: 2 }), testProcessedOrder({ rowNumber: 1 })],
    });
    expect(state.step).toBe('review');
    expect(state.orders.map(({ rowNumber }) => rowNumber)).toEqual([1, 2]);
    const retried = testProcessedOrder({ rowNumber: 2, trackingNumber: 'MP2' });
    expect(wizardReducer(state, { type: 'replaceOrder', order: retried }).orders[1]).toBe(retried);
  });
});
