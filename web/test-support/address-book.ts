import { SAMPLE_PLACES } from '#domain/test-support/sample-addresses.ts';
import type { Address } from '#domain/address-book/schemas.ts';

/** An address-book entry for tests: the Royal Centre in Vancouver unless told otherwise. */
export function testAddress(fields: Partial<Address> = {}): Address {
  return {
    addressId: 'address-1',
    name: 'Ada Lovelace',
    phone: '6045550123',
    email: 'ada@example.test',
    companyName: '',
    ...SAMPLE_PLACES.royalCentre,
    unitNumber: '',
    isDefault: false,
    ...fields,
  };
}

/** `count` addresses named 'Contact 01', 'Contact 02'..., the first one the default. */
export function testAddresses(count: number): Address[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return testAddress({
      addressId: `address-${number}`,
      name: `Contact ${number}`,
      streetAddress: `${index + 100} Main St`,
      isDefault: index === 0,
    });
  });
}
