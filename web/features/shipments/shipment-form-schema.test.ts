import { describe, expect, it } from 'vitest';
import { OrderCreateRequestSchema } from '#domain/shipments/schemas.ts';
import { shipmentFormSchema } from './shipment-form-schema.ts';
import { toOrderCreatePayload, type ShipmentFormValues } from './shipment-form-values.ts';
import { FILLED_SHIPMENT } from './test-shipments.ts';

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
});
