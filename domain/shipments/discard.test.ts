import { describe, expect, it } from 'vitest';
import { isUnpaid, unpaidDiscardCutoff } from './discard.ts';

describe('unpaid orders', () => {
  it('are the orders not yet paid (ORDER_CREATED), never a labelled or cancelled one', () => {
    expect(isUnpaid('ORDER_CREATED')).toBe(true);
    expect(isUnpaid('LABEL_CREATED')).toBe(false);
    expect(isUnpaid('CANCELLED')).toBe(false);
  });

  it('are discarded once created more than 30 days ago', () => {
    expect(unpaidDiscardCutoff(new Date('2026-03-31T12:00:00Z')).toISOString()).toBe(
      '2026-03-01T12:00:00.000Z',
    );
  });
});
