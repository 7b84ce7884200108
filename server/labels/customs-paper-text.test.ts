import { describe, expect, it } from 'vitest';
import {
  customsDeclarationText,
  customsItemLines,
  declaredTotal,
  dutiesTerms,
  formatAmount,
  paginateRows,
} from './customs-paper-text.ts';
import { crossBorderLabel, twentyItemLabel } from '../test-support/labels.ts';

const customs = crossBorderLabel.customs!;

describe('formatAmount', () => {
  it('writes cents with two decimals and thousands separators', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(1850)).toBe('18.50');
    expect(formatAmount(123_450)).toBe('1,234.50');
  });
});

describe('customsItemLines', () => {
  it('numbers the items and writes out each figure, the line value being quantity times unit value', () => {
    expect(customsItemLines(customs)).toEqual([
      {
        number: '1',
        description: 'Pure maple syrup, 500 ml glass bottle',
        hsCode: '1702.20',
        origin: 'CA',
        quantity: '2',
        unitValue: '18.50',
        lineValue: '37.00',
      },
      {
        number: '2',
        description: "Women's cotton T-shirt",
        hsCode: '6109.10',
        origin: 'CA',
        quantity: '1',
        unitValue: '24.00',
        lineValue: '24.00',
      },
    ]);
  });

  it("prints 'None' for a document declared without an HS code", () => {
    const documents = {
      ...customs,
      contentsType: 'DOCUMENTS' as const,
      items: [{ ...customs.items[0]!, hsCode: '', unitValueCents: 0 }],
    };
    expect(customsItemLines(documents)[0]).toMatchObject({ hsCode: 'None', lineValue: '0.00' });
  });
});

describe('declaredTotal and dutiesTerms', () => {
  it('totals the declaration in its currency', () => {
    expect(declaredTotal(customs)).toBe('61.00 CAD');
    expect(declaredTotal(twentyItemLabel.customs!)).toBe('1,329.10 USD');
  });

  it('names the Incoterms rule and who pays', () => {
    expect(dutiesTerms({ dutiesPaidBy: 'RECIPIENT' })).toBe('DAP: recipient pays duties and taxes');
    expect(dutiesTerms({ dutiesPaidBy: 'SENDER' })).toBe('DDP: sender pays duties and taxes');
  });
});

describe('customsDeclarationText', () => {
  it("says the route, the terms, the total, and is signed by the sender on the label's ship date", () => {
    const text = customsDeclarationText(crossBorderLabel, customs);
    expect(text.route).toBe('CANADA TO USA');
    expect(text.facts).toEqual([
      ['CONTENTS', 'Merchandise (sale of goods)'],
      ['CURRENCY', 'CAD'],
      ['DUTIES AND TAXES', 'DAP: recipient pays duties and taxes'],
      ['IF UNDELIVERABLE', 'Return to sender'],
      ['SENDER TAX ID', '123456789RM0001'],
      ['RECIPIENT TAX ID', 'None'],
    ]);
    expect(text.items).toHaveLength(2);
    expect(text.total).toBe('61.00 CAD');
    expect(text.signer).toBe('Olivia Tremblay');
    expect(text.date).toBe(crossBorderLabel.shipDate);
  });

  it('says an abandoned parcel is abandoned and a gift is a gift', () => {
    const text = customsDeclarationText(crossBorderLabel, {
      ...customs,
      contentsType: 'GIFT',
      nonDelivery: 'ABANDON',
    });
    expect(text.facts).toContainEqual(['CONTENTS', 'Gift']);
    expect(text.facts).toContainEqual(['IF UNDELIVERABLE', 'Abandon the parcel']);
  });
});

describe('paginateRows', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
  const sizes = { first: 14, later: 18, footer: 5 };
  const pageLengths = (count: number) =>
    paginateRows(rows(count), sizes).map((page) => page.length);

  it('keeps rows that fit with the footer on one page', () => {
    expect(pageLengths(1)).toEqual([1]);
    expect(pageLengths(9)).toEqual([9]);
  });

  it('moves the footer to a second page with at least one row when the first cannot hold it', () => {
    expect(pageLengths(10)).toEqual([9, 1]);
    expect(pageLengths(14)).toEqual([13, 1]);
    expect(pageLengths(20)).toEqual([14, 6]);
  });

  it('flows over as many pages as it takes, in order', () => {
    expect(pageLengths(40)).toEqual([14, 18, 8]);
    expect(paginateRows(rows(40), sizes).flat()).toEqual(rows(40));
  });
});
