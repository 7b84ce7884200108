import { describe, expect, it } from 'vitest';
import { isVagueDescription } from './vague-descriptions.ts';

describe('isVagueDescription', () => {
  it.each([
    'gift',
    'Gifts',
    'GOODS.',
    'stuff',
    'Merchandise',
    'parts',
    'Samples',
    'Spare Parts',
    'personal items',
    'Misc.',
    'Clothes',
    'accessories',
    '...',
    '123',
    '#1 - 2',
  ])('finds %j names no product', (description) => {
    expect(isVagueDescription(description)).toBe(true);
  });

  it.each([
    'Gift card holders, leather',
    "Women's cotton T-shirt",
    'Glass',
    'Dress',
    'Samples of printed fabric',
    'Stuffed toy bear, polyester',
    'LED 12V',
    'Tasse à café, grès',
  ])('takes %j, which names one', (description) => {
    expect(isVagueDescription(description)).toBe(false);
  });
});
