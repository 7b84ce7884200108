import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CustomsDeclarationSchema } from './customs-declaration.ts';
import { CustomsMessages as Messages } from './customs-messages.ts';
import { checkOrderCustoms, crossesBorder, type OrderForCustoms } from './order-customs.ts';
import { SAMPLE_CUSTOMS } from '../test-support/sample-customs.ts';

const DECLARED = CustomsDeclarationSchema.parse(SAMPLE_CUSTOMS);

/** Vancouver to New York: 2 kg, SAMPLE_CUSTOMS declared (1.6 kg of items, a CRA business number). */
const ORDER: OrderForCustoms = {
  senderCountryCode: 'CA',
  recipientCountryCode: 'US',
  weight: 2,
  weightUnit: 'KGS',
  customs: DECLARED,
};

const checked = z.custom<OrderForCustoms>().superRefine(checkOrderCustoms);

/** The path and message of every issue checkOrderCustoms finds in the order. */
function issuesOf(changes: Partial<OrderForCustoms>): [string, string][] {
  const result = checked.safeParse({ ...ORDER, ...changes });
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

/** SAMPLE_CUSTOMS with one item: `quantity` of `unitWeight` each. */
const itemsOf = (quantity: number, unitWeight: number) =>
  CustomsDeclarationSchema.parse({
    ...SAMPLE_CUSTOMS,
    items: [{ ...SAMPLE_CUSTOMS.items[0], quantity, unitWeight }],
  });

const withSenderTaxId = (senderTaxId: string) =>
  CustomsDeclarationSchema.parse({ ...SAMPLE_CUSTOMS, senderTaxId });

describe('crossesBorder', () => {
  it('is true exactly when the two countries differ', () => {
    expect(crossesBorder({ senderCountryCode: 'CA', recipientCountryCode: 'US' })).toBe(true);
    expect(crossesBorder({ senderCountryCode: 'US', recipientCountryCode: 'CA' })).toBe(true);
    expect(crossesBorder({ senderCountryCode: 'CA', recipientCountryCode: 'CA' })).toBe(false);
    expect(crossesBorder({ senderCountryCode: 'US', recipientCountryCode: 'US' })).toBe(false);
  });
});

describe('checkOrderCustoms', () => {
  it('takes a parcel to the other country with its declaration, both ways', () => {
    expect(issuesOf({})).toEqual([]);
    expect(
      issuesOf({
        senderCountryCode: 'US',
        recipientCountryCode: 'CA',
        customs: withSenderTaxId('12-3456789'),
      }),
    ).toEqual([]);
  });

  it('needs a declaration when the countries differ, naming customs', () => {
    expect(issuesOf({ customs: null })).toEqual([['customs', Messages.required]]);
    expect(issuesOf({ customs: undefined })).toEqual([['customs', Messages.required]]);
    expect(
      issuesOf({ senderCountryCode: 'US', recipientCountryCode: 'CA', customs: null }),
    ).toEqual([['customs', Messages.required]]);
  });

  it('refuses a declaration when both addresses are in the same country', () => {
    expect(issuesOf({ recipientCountryCode: 'CA' })).toEqual([
      ['customs', Messages.notForDomestic],
    ]);
    expect(issuesOf({ senderCountryCode: 'US' })).toEqual([['customs', Messages.notForDomestic]]);
    expect(issuesOf({ recipientCountryCode: 'CA', customs: null })).toEqual([]);
  });

  it('lets the items weigh as much as the parcel, to the thousandth', () => {
    // 3 x 0.1 is 0.30000000000000004 in floating point: still the parcel's 0.3.
    expect(issuesOf({ weight: 0.3, customs: itemsOf(3, 0.1) })).toEqual([]);
    expect(issuesOf({ weight: 2, customs: itemsOf(5, 0.4) })).toEqual([]);
  });

  it('refuses items heavier than the parcel, with both weights in thousandths', () => {
    expect(issuesOf({ weight: 2, customs: itemsOf(3, 0.667) })).toEqual([
      ['customs.items', "Customs items weigh 2.001 KGS in all, more than the parcel's 2 KGS."],
    ]);
    expect(issuesOf({ weight: 1.5, weightUnit: 'LBS', customs: itemsOf(2, 0.8) })).toEqual([
      ['customs.items', "Customs items weigh 1.6 LBS in all, more than the parcel's 1.5 LBS."],
    ]);
  });

  describe('the sender’s tax ID', () => {
    it.each(['123456789', '123456789RT0001', '123456789 rm 0001', '123456789RC0002'])(
      'takes the CRA business number %j from a Canadian sender',
      (taxId) => {
        expect(issuesOf({ customs: withSenderTaxId(taxId) })).toEqual([]);
      },
    );

    it.each(['12345678', '1234567890', '12-3456789', '123456789RT001', 'BN123456789'])(
      'refuses %j from a Canadian sender',
      (taxId) => {
        expect(issuesOf({ customs: withSenderTaxId(taxId) })).toEqual([
          ['customs.senderTaxId', Messages.senderTaxIdCanada],
        ]);
      },
    );

    const fromTheUs = { senderCountryCode: 'US', recipientCountryCode: 'CA' } as const;

    it.each(['12-3456789', '123456789'])('takes the EIN %j from a US sender', (taxId) => {
      expect(issuesOf({ ...fromTheUs, customs: withSenderTaxId(taxId) })).toEqual([]);
    });

    it.each(['123-456789', '12-345678', '123456789RT0001', '12 3456789'])(
      'refuses %j from a US sender',
      (taxId) => {
        expect(issuesOf({ ...fromTheUs, customs: withSenderTaxId(taxId) })).toEqual([
          ['customs.senderTaxId', Messages.senderTaxIdUnitedStates],
        ]);
      },
    );

    it('is optional', () => {
      expect(issuesOf({ customs: withSenderTaxId('') })).toEqual([]);
    });
  });
});
