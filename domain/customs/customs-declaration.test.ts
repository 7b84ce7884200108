import { describe, expect, it } from 'vitest';
import {
  CustomsDeclarationResponseSchema,
  CustomsDeclarationSchema,
  customsForResponse,
  declaredValueCents,
} from './customs-declaration.ts';
import { CustomsMessages as Messages } from './customs-messages.ts';
import { SAMPLE_CUSTOMS, SAMPLE_CUSTOMS_TOTAL } from '../test-support/sample-customs.ts';

const [SYRUP, SHIRT] = SAMPLE_CUSTOMS.items;

/** SAMPLE_CUSTOMS with these fields changed. */
const declaration = (changes: Record<string, unknown>) => ({ ...SAMPLE_CUSTOMS, ...changes });

/** SAMPLE_CUSTOMS whose second item (the T-shirt) has these fields changed. */
const withSecondItem = (changes: Record<string, unknown>) =>
  declaration({ items: [SYRUP, { ...SHIRT, ...changes }] });

/** The path and message of every issue the schema finds, or [] when it reads the declaration. */
function issuesOf(input: unknown): [string, string][] {
  const result = CustomsDeclarationSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

/** The one message the second item gets, already named "Customs item 2: ...". */
const secondItemMessage = (changes: Record<string, unknown>) => {
  const issues = issuesOf(withSecondItem(changes));
  expect(issues).toHaveLength(1);
  return issues[0]![1];
};

describe('CustomsDeclarationSchema', () => {
  it('reads a declaration: unit values as whole cents, HS codes as digits, defaults for the optional fields', () => {
    const {
      dutiesPaidBy: _payer,
      senderTaxId: _senderTaxId,
      recipientTaxId: _recipientTaxId,
      invoiceNumber: _invoiceNumber,
      cusmaOriginating: _cusma,
      ...requiredOnly
    } = SAMPLE_CUSTOMS;
    expect(CustomsDeclarationSchema.parse(requiredOnly)).toEqual({
      contentsType: 'MERCHANDISE',
      currency: 'CAD',
      nonDelivery: 'RETURN',
      dutiesPaidBy: 'RECIPIENT',
      items: [
        {
          description: 'Pure maple syrup, 500 ml glass bottle',
          quantity: 2,
          unitValueCents: 1850,
          unitWeight: 0.7,
          hsCode: '170220',
          originCountry: 'CA',
        },
        {
          description: "Women's cotton T-shirt",
          quantity: 1,
          unitValueCents: 2400,
          unitWeight: 0.2,
          hsCode: '610910',
          originCountry: 'CA',
        },
      ],
      senderTaxId: '',
      recipientTaxId: '',
      invoiceNumber: '',
      cusmaOriginating: false,
    });
  });

  it('reads numbers typed as text, trims text and reads a country code in capitals', () => {
    const read = CustomsDeclarationSchema.parse(
      withSecondItem({
        description: '  Cotton socks, ankle length  ',
        quantity: '3',
        unitValue: '19.99',
        unitWeight: '0.15',
        hsCode: ' 6115 95 ',
        originCountry: ' ca ',
      }),
    );
    expect(read.items[1]).toEqual({
      description: 'Cotton socks, ankle length',
      quantity: 3,
      unitValueCents: 1999,
      unitWeight: 0.15,
      hsCode: '611595',
      originCountry: 'CA',
    });
  });

  it('keeps the optional fields as given, null reading as blank', () => {
    const read = CustomsDeclarationSchema.parse(
      declaration({
        dutiesPaidBy: 'SENDER',
        senderTaxId: ' 123456789RT0001 ',
        recipientTaxId: null,
        invoiceNumber: 'INV-2026-0042',
        cusmaOriginating: true,
      }),
    );
    expect(read).toMatchObject({
      dutiesPaidBy: 'SENDER',
      senderTaxId: '123456789RT0001',
      recipientTaxId: '',
      invoiceNumber: 'INV-2026-0042',
      cusmaOriginating: true,
    });
  });

  it.each([
    ['contentsType', 'GIFTS', Messages.contentsType],
    ['contentsType', undefined, Messages.contentsType],
    ['currency', 'EUR', Messages.currency],
    ['nonDelivery', 'DESTROY', Messages.nonDelivery],
    ['dutiesPaidBy', 'SHIPPER', Messages.dutiesPaidBy],
    ['cusmaOriginating', 'yes', Messages.cusmaOriginating],
    ['senderTaxId', '1'.repeat(31), 'Sender tax ID must be at most 30 characters.'],
    ['recipientTaxId', '1'.repeat(31), 'Recipient tax ID must be at most 30 characters.'],
    ['invoiceNumber', 'A'.repeat(36), Messages.invoiceNumberTooLong],
    [
      'invoiceNumber',
      'INV\n42',
      'Invoice number cannot contain line breaks, control characters (such as NUL) or text-direction overrides.',
    ],
  ])('refuses %s %j: %s', (field, value, message) => {
    expect(issuesOf(declaration({ [field]: value }))).toEqual([[field, message]]);
  });

  it('takes each contents type, currency, non-delivery choice and payer of duties', () => {
    for (const contentsType of ['MERCHANDISE', 'GIFT', 'SAMPLE', 'DOCUMENTS', 'RETURN']) {
      expect(issuesOf(declaration({ contentsType }))).toEqual([]);
    }
    for (const currency of ['CAD', 'USD']) expect(issuesOf(declaration({ currency }))).toEqual([]);
    for (const nonDelivery of ['RETURN', 'ABANDON']) {
      expect(issuesOf(declaration({ nonDelivery }))).toEqual([]);
    }
    for (const dutiesPaidBy of ['RECIPIENT', 'SENDER']) {
      expect(issuesOf(declaration({ dutiesPaidBy }))).toEqual([]);
    }
  });

  it('refuses a declaration that is not an object', () => {
    expect(issuesOf('customs')).toEqual([['', Messages.notAnObject]]);
    expect(issuesOf(null)).toEqual([['', Messages.notAnObject]]);
  });

  it('needs 1 to 20 items, as a list', () => {
    expect(issuesOf(declaration({ items: [] }))).toEqual([['items', Messages.noItems]]);
    expect(issuesOf(declaration({ items: SYRUP }))).toEqual([['items', Messages.itemsNotAList]]);
    const twenty = Array.from({ length: 20 }, () => ({ ...SHIRT, unitWeight: 0.01 }));
    expect(issuesOf(declaration({ items: twenty }))).toEqual([]);
    expect(issuesOf(declaration({ items: [...twenty, SHIRT] }))).toEqual([
      ['items', Messages.tooManyItems],
    ]);
  });

  it('names the item in its message, counted from 1, with the path to the field', () => {
    expect(issuesOf(withSecondItem({ quantity: 0 }))).toEqual([
      ['items.1.quantity', 'Customs item 2: Quantity must be a whole number of at least 1.'],
    ]);
    expect(issuesOf(declaration({ items: [SYRUP, 'shirt'] }))).toEqual([
      [
        'items.1',
        'Customs item 2: must be an object with description, quantity, unitValue, unitWeight, hsCode and originCountry.',
      ],
    ]);
  });

  it('answers every item’s every mistake at once', () => {
    const wrong = { ...SHIRT, quantity: 1.5, originCountry: 'XX' };
    expect(issuesOf(declaration({ items: [wrong, SYRUP, wrong] }))).toEqual([
      ['items.0.quantity', Messages.item(1, Messages.quantity)],
      ['items.0.originCountry', Messages.item(1, Messages.originCountry)],
      ['items.2.quantity', Messages.item(3, Messages.quantity)],
      ['items.2.originCountry', Messages.item(3, Messages.originCountry)],
    ]);
  });

  describe('an item’s description', () => {
    it.each([
      [undefined, Messages.descriptionRequired],
      ['   ', Messages.descriptionRequired],
      ['Mu', Messages.descriptionTooShort],
      ['A'.repeat(61), Messages.descriptionTooLong],
      [
        'Cotton\nshirt',
        'Description cannot contain line breaks, control characters (such as NUL) or text-direction overrides.',
      ],
    ])('refuses %j', (description, message) => {
      expect(secondItemMessage({ description })).toBe(Messages.item(2, message));
    });

    it('takes 3 and 60 characters', () => {
      expect(issuesOf(withSecondItem({ description: 'Mug' }))).toEqual([]);
      expect(issuesOf(withSecondItem({ description: 'A'.repeat(60) }))).toEqual([]);
    });

    it.each(['Gifts', 'GOODS.', 'stuff', 'Merchandise', 'Parts', 'samples', 'Spare parts!', '...'])(
      'refuses %j as too vague, showing a good example',
      (description) => {
        expect(secondItemMessage({ description })).toBe(
          `Customs item 2: Description "${description}" is too vague for customs. Say what the item is and what it is made of, such as "Women's cotton T-shirt".`,
        );
      },
    );

    it.each(['Gift card holders, leather', 'Goods wagon toy, die-cast metal', 'Car parts cleaner'])(
      'takes %j, which names a product',
      (description) => {
        expect(issuesOf(withSecondItem({ description }))).toEqual([]);
      },
    );
  });

  describe('an item’s quantity', () => {
    it.each([
      [0, Messages.quantity],
      [-1, Messages.quantity],
      [1.5, Messages.quantity],
      ['two', Messages.quantity],
      ['', Messages.quantity],
      [10_000, Messages.quantityTooLarge],
    ])('refuses %j', (quantity, message) => {
      expect(secondItemMessage({ quantity })).toBe(Messages.item(2, message));
    });

    it('takes 1 to 9,999', () => {
      expect(issuesOf(withSecondItem({ quantity: 1 }))).toEqual([]);
      expect(issuesOf(withSecondItem({ quantity: 9_999, unitWeight: 0.0001 }))).toEqual([]);
    });
  });

  describe('an item’s unit value', () => {
    it.each([
      [-0.01, Messages.unitValueNegative],
      ['ten', Messages.unitValue],
      [undefined, Messages.unitValue],
      [12.345, Messages.unitValueDecimals],
      [100_000.01, Messages.unitValueTooLarge],
      [0, Messages.unitValueNotPositive],
    ])('refuses %j', (unitValue, message) => {
      expect(secondItemMessage({ unitValue })).toBe(Messages.item(2, message));
    });

    it('takes two decimals, and values that binary floating point cannot hold exactly', () => {
      for (const unitValue of [0.01, 0.29, 1.1, 4.35, 19.99, 99_999.99, 100_000]) {
        expect(issuesOf(withSecondItem({ unitValue })), String(unitValue)).toEqual([]);
      }
    });

    it('keeps cents exact: 19.99 x 3 is 59.97, not 59.96999…', () => {
      const read = CustomsDeclarationSchema.parse(
        declaration({ items: [{ ...SHIRT, quantity: 3, unitValue: 19.99, unitWeight: 0.2 }] }),
      );
      expect(read.items[0]!.unitValueCents).toBe(1999);
      expect(declaredValueCents(read)).toBe(5997);
      expect(customsForResponse(read).totalValue).toBe(59.97);
      // 0.29 * 100 is 28.999999999999996 in floating point: the cents are rounded, not cut.
      const cheap = CustomsDeclarationSchema.parse(withSecondItem({ unitValue: 0.29 }));
      expect(cheap.items[1]!.unitValueCents).toBe(29);
    });
  });

  describe('an item’s unit weight', () => {
    it.each([
      [0, Messages.unitWeight],
      [-0.2, Messages.unitWeight],
      ['heavy', Messages.unitWeight],
      [10_001, Messages.unitWeightTooLarge],
    ])('refuses %j', (unitWeight, message) => {
      expect(secondItemMessage({ unitWeight })).toBe(Messages.item(2, message));
    });
  });

  describe('an item’s HS code', () => {
    it.each([
      ['6109.10', '610910'],
      ['6109 10 00', '61091000'],
      ['6109.10.00.11', '6109100011'],
    ])('reads %j as %s', (hsCode, digits) => {
      expect(CustomsDeclarationSchema.parse(withSecondItem({ hsCode })).items[1]!.hsCode).toBe(
        digits,
      );
    });

    it.each(['61091', '61091000111', '6109-10', 'cotton'])('refuses %j for its shape', (hsCode) => {
      expect(secondItemMessage({ hsCode })).toBe(Messages.item(2, Messages.hsCodeShape));
    });

    it.each([undefined, null, '', ' . '])('needs one for merchandise: %j', (hsCode) => {
      expect(secondItemMessage({ hsCode })).toBe(Messages.item(2, Messages.hsCodeRequired));
    });
  });

  describe('an item’s country of origin', () => {
    it.each(['XX', 'CAN', 'USA', '', 42, undefined])('refuses %j', (originCountry) => {
      expect(secondItemMessage({ originCountry })).toBe(Messages.item(2, Messages.originCountry));
    });

    it.each(['CN', 'mx', 'DE'])('takes %j', (originCountry) => {
      expect(issuesOf(withSecondItem({ originCountry }))).toEqual([]);
    });
  });

  describe('documents', () => {
    const letter = {
      description: 'Signed sale contract, paper',
      quantity: 1,
      unitValue: 0,
      unitWeight: 0.1,
      originCountry: 'CA',
    };

    it('may be declared at no value and without an HS code', () => {
      const read = CustomsDeclarationSchema.parse(
        declaration({ contentsType: 'DOCUMENTS', items: [letter] }),
      );
      expect(read.items[0]).toMatchObject({ unitValueCents: 0, hsCode: '' });
      expect(declaredValueCents(read)).toBe(0);
    });

    it('are the only contents declared so: a gift needs a value and an HS code', () => {
      expect(issuesOf(declaration({ contentsType: 'GIFT', items: [letter] }))).toEqual([
        ['items.0.unitValue', Messages.item(1, Messages.unitValueNotPositive)],
        ['items.0.hsCode', Messages.item(1, Messages.hsCodeRequired)],
      ]);
    });

    it('still refuse a negative value and a malformed HS code', () => {
      const wrong = { ...letter, unitValue: -1, hsCode: '4901' };
      expect(issuesOf(declaration({ contentsType: 'DOCUMENTS', items: [wrong] }))).toEqual([
        ['items.0.unitValue', Messages.item(1, Messages.unitValueNegative)],
        ['items.0.hsCode', Messages.item(1, Messages.hsCodeShape)],
      ]);
    });
  });
});

describe('customsForResponse', () => {
  it('answers the declaration in dollars with two decimals and its total', () => {
    const answer = customsForResponse(CustomsDeclarationSchema.parse(SAMPLE_CUSTOMS));
    expect(CustomsDeclarationResponseSchema.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({
      contentsType: 'MERCHANDISE',
      currency: 'CAD',
      totalValue: SAMPLE_CUSTOMS_TOTAL,
      items: [
        { description: SYRUP.description, unitValue: 18.5, hsCode: '170220', quantity: 2 },
        { description: SHIRT.description, unitValue: 24, hsCode: '610910', quantity: 1 },
      ],
    });
    expect(answer.items[0]).not.toHaveProperty('unitValueCents');
  });

  it('reads back as the same declaration', () => {
    const read = CustomsDeclarationSchema.parse(SAMPLE_CUSTOMS);
    expect(CustomsDeclarationSchema.parse(customsForResponse(read))).toEqual(read);
  });
});
