import { describe, expect, it } from 'vitest';
import { OrderCreateRequestSchema } from '#domain/shipments/schemas.ts';
import { shipmentFormSchema } from './shipment-form-schema.ts';
import { toOrderCreatePayload, type ShipmentFormValues } from './shipment-form-values.ts';
import { CROSS_BORDER_SHIPMENT, FILLED_SHIPMENT } from '../../test-support/shipments.ts';

describe('shipmentFormSchema', () => {
  const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );

  it('applies the field rules of spec section 5', () => {
    const result = shipmentFormSchema('standard').safeParse({
      ...FILLED_SHIPMENT,
      sender: { ...FILLED_SHIPMENT.sender, phone: '604 555', email: '', fullName: 'R2D2' },
      receiver: { ...FILLED_SHIPMENT.receiver, apt: 'x'.repeat(51), city: '' },
      length: '-1',
    });
    expect(messages(result)).toEqual({
      'sender.fullName':
        'Full name may contain only letters, spaces, apostrophes, hyphens and periods.',
      'sender.phone': 'Phone must be exactly 10 digits.',
      'sender.email': 'Email is required.',
      'receiver.apt': 'Apt/Unit must be at most 50 characters.',
      'receiver.city': 'Please select an address from the suggestions.',
      length: 'Length must not be negative.',
    });
  });

  it('names the field holding a character that hides or reorders text', () => {
    const result = shipmentFormSchema('standard').safeParse({
      ...FILLED_SHIPMENT,
      sender: { ...FILLED_SHIPMENT.sender, company: 'Acme\u202e Ltd' },
      receiver: { ...FILLED_SHIPMENT.receiver, address: '12 Main St\u0085' },
      remarks: 'Side door\nRing \u2067twice\u2069',
    });
    const oneLine =
      'cannot contain line breaks, control characters (such as NUL) or text-direction overrides.';
    expect(messages(result)).toEqual({
      'sender.company': `Company ${oneLine}`,
      'receiver.address': `Address ${oneLine}`,
      remarks:
        'Remarks cannot contain control characters (such as NUL) or text-direction overrides; only tabs and line breaks are allowed.',
    });
  });

  it('accepts Chinese names, an empty receiver email, and zero dimensions', () => {
    const result = shipmentFormSchema('standard').safeParse({
      ...FILLED_SHIPMENT,
      receiver: { ...FILLED_SHIPMENT.receiver, fullName: '王小明' },
      height: '0',
    });
    expect(result.success).toBe(true);
  });

  it('refuses a 20,000 kg parcel in the words of the order API', () => {
    expect(
      messages(shipmentFormSchema('standard').safeParse({ ...FILLED_SHIPMENT, weight: '20000' })),
    ).toEqual({
      weight: 'Weight must be at most 10000.',
    });
  });

  const orderApiMessages = (change: Partial<ShipmentFormValues>) =>
    messages(
      OrderCreateRequestSchema.safeParse({
        ...toOrderCreatePayload(FILLED_SHIPMENT, 'CA_GROUND'),
        ...change,
      }),
    );

  it.each(['20000', '10000', '-1', '0', '1e9', '1e3', 'abc', ' ', '2.5'])(
    'judges a weight or a side of %j as the order API does',
    (typed) => {
      for (const field of ['weight', 'length'] as const) {
        const form = messages(
          shipmentFormSchema('standard').safeParse({ ...FILLED_SHIPMENT, [field]: typed }),
        );
        expect(form[field]).toBe(orderApiMessages({ [field]: typed })[field]);
      }
    },
  );

  it('holds both postal codes to Greater Vancouver on the next-day page only', () => {
    expect(shipmentFormSchema('standard').safeParse(FILLED_SHIPMENT).success).toBe(true);
    expect(messages(shipmentFormSchema('nextDay').safeParse(FILLED_SHIPMENT))).toEqual({
      'receiver.address':
        'Receiver postal code M5V 3L9 is outside the Greater Vancouver area served by next-day and second-day delivery.',
    });
  });

  describe('a customs declaration', () => {
    const customs = CROSS_BORDER_SHIPMENT.customs!;
    const withItem = (change: Partial<(typeof customs.items)[number]>, values = {}) => ({
      ...CROSS_BORDER_SHIPMENT,
      ...values,
      customs: { ...customs, items: [{ ...customs.items[0]!, ...change }, customs.items[1]!] },
    });

    it('accepts a complete declaration across the border', () => {
      expect(shipmentFormSchema('standard').safeParse(CROSS_BORDER_SHIPMENT).success).toBe(true);
    });

    it("names the item's field in the domain's words, even while another field is wrong", () => {
      const values = withItem(
        { description: 'Gifts', hsCode: '61', unitValue: '1.234' },
        { sender: { ...FILLED_SHIPMENT.sender, phone: '604 555' } },
      );
      expect(messages(shipmentFormSchema('standard').safeParse(values))).toEqual({
        'sender.phone': 'Phone must be exactly 10 digits.',
        'customs.items.0.description':
          'Customs item 1: Description "Gifts" is too vague for customs. Say what the item is and what it is made of, such as "Women\'s cotton T-shirt".',
        'customs.items.0.unitValue': 'Customs item 1: Unit value must have at most 2 decimals.',
        'customs.items.0.hsCode':
          'Customs item 1: HS code must be 6 to 10 digits, such as 6109.10.',
      });
    });

    it('refuses items heavier than the parcel, and a sender tax ID not shaped as a CRA business number', () => {
      const values = {
        ...withItem({ quantity: '10' }),
        customs: { ...withItem({ quantity: '10' }).customs, senderTaxId: '12-3456789' },
      };
      expect(messages(shipmentFormSchema('standard').safeParse(values))).toEqual({
        'customs.items': "Customs items weigh 2.8 KGS in all, more than the parcel's 2.5 KGS.",
        'customs.senderTaxId':
          'Sender tax ID must be a CRA business number: 9 digits, with or without its program account, such as 123456789 or 123456789RM0001.',
      });
    });

    it('is not checked for a parcel within one country, nor on the next-day page', () => {
      const domestic = { ...withItem({ description: '' }), receiver: FILLED_SHIPMENT.receiver };
      expect(shipmentFormSchema('standard').safeParse(domestic).success).toBe(true);
      const nextDay = messages(
        shipmentFormSchema('nextDay').safeParse(withItem({ description: '' })),
      );
      expect(Object.keys(nextDay).filter((path) => path.startsWith('customs'))).toEqual([]);
    });
  });
});
