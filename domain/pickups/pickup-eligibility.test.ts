import { expect, it } from 'vitest';
import { isPickupEligible } from './pickup-eligibility.ts';

const sentFrom = (...postalCodes: string[]) =>
  postalCodes.map((senderPostalCode) => ({ senderPostalCode }));

it.each([
  [['V6E 3P3'], true, 'one sender in Vancouver'],
  [['V6E 3P3', 'V5H 4M5', 'V3R 1A1'], true, 'senders in Vancouver, Burnaby and Surrey'],
  [['V6E 3P3', 'M5V 3L9'], false, 'one sender in Toronto'],
  [['V2S 1A1'], false, 'a sender in Abbotsford, outside Metro Vancouver'],
  [[], false, 'no orders'],
])('%j -> %s (%s)', (postalCodes, eligible) => {
  expect(isPickupEligible(sentFrom(...postalCodes))).toBe(eligible);
});
