import { describe, expect, it } from 'vitest';
import { OrderFilterSchema } from './order-list.ts';

describe('the order list batch filter', () => {
  it.each([
    ['the bulk batch id named in the wizard', 'NOV-24_shop.2'],
    ['a shipping batch id', '0b7c3d4e-5f60-4a1b-9c2d-3e4f5a6b7c8d'],
  ])('takes %s', (_, batchId) => {
    expect(OrderFilterSchema.parse({ batchId })).toEqual({ batchId });
  });

  it('trims the id and treats a blank one as no filter', () => {
    expect(OrderFilterSchema.parse({ batchId: '  NOV-24 ' })).toEqual({ batchId: 'NOV-24' });
    expect(OrderFilterSchema.parse({ batchId: ' ' })).toEqual({});
  });

  it.each([
    ['a space inside', 'NOV 24'],
    ['a leading hyphen', '-NOV'],
    ['more than 50 characters', 'A'.repeat(51)],
  ])('refuses an id with %s, saying what an id is', (_, batchId) => {
    const result = OrderFilterSchema.safeParse({ batchId });
    expect(result.error?.issues[0]?.message).toBe(
      'batchId must be a bulk batch id (letters, digits, hyphens, underscores and periods) or a shipping batch id.',
    );
  });
});
