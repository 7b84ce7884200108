import { describe, expect, it } from 'vitest';
import { CustomsDeclarationSchema, customsForResponse } from './customs-declaration.ts';
import { customsItemLine, customsSummary } from './customs-summary.ts';
import { SAMPLE_CUSTOMS } from '../test-support/sample-customs.ts';

const answered = (changes: Record<string, unknown> = {}) =>
  customsForResponse(CustomsDeclarationSchema.parse({ ...SAMPLE_CUSTOMS, ...changes }));

describe('customsSummary', () => {
  it('says the contents, the items counted by quantity, the total and who pays duties', () => {
    expect(customsSummary(answered())).toBe(
      'Customs: Merchandise, 3 items, CAD 61.00, duties paid by recipient',
    );
  });

  it('says the example of the brief: 3 items worth CAD 87.50', () => {
    const items = [
      { ...SAMPLE_CUSTOMS.items[0], quantity: 2, unitValue: 25 },
      { ...SAMPLE_CUSTOMS.items[1], quantity: 1, unitValue: 37.5 },
    ];
    expect(customsSummary(answered({ items }))).toBe(
      'Customs: Merchandise, 3 items, CAD 87.50, duties paid by recipient',
    );
  });

  it('says one item, a gift in US dollars, duties paid by the sender', () => {
    const items = [{ ...SAMPLE_CUSTOMS.items[1], unitValue: 1234.5 }];
    expect(
      customsSummary(
        answered({ items, contentsType: 'GIFT', currency: 'USD', dutiesPaidBy: 'SENDER' }),
      ),
    ).toBe('Customs: Gift, 1 item, USD 1,234.50, duties paid by sender');
  });
});

describe('customsItemLine', () => {
  it('says the quantity, description, HS code as tariffs print it, origin and unit value', () => {
    const customs = answered();
    expect(customsItemLine(customs.items[0]!, customs.currency)).toBe(
      '2 × Pure maple syrup, 500 ml glass bottle · HS 1702.20 · origin CA · CAD 18.50 each',
    );
  });

  it('leaves out the HS code of a document declared without one', () => {
    const letter = {
      description: 'Signed contract',
      quantity: 1,
      unitValue: 0,
      unitWeight: 0.1,
      originCountry: 'CA',
    };
    const customs = answered({ contentsType: 'DOCUMENTS', items: [letter] });
    expect(customsItemLine(customs.items[0]!, customs.currency)).toBe(
      '1 × Signed contract · origin CA · CAD 0.00 each',
    );
  });
});
