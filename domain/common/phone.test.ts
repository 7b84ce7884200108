import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['6045550123', '6045550123'],
    ['604 555 0123', '6045550123'],
    ['604-555-0123', '6045550123'],
    ['(604) 555-0123', '6045550123'],
    ['604.555.0123', '6045550123'],
    ['+1 604 555 0123', '6045550123'],
    ['1-604-555-0123', '6045550123'],
    ['+1 (212) 736-3100', '2127363100'],
  ])('reads %s as %s', (typed, digits) => {
    expect(normalizePhone(typed)).toBe(digits);
  });

  it.each(['604555012', '60455501234', '+44 20 7946 0958', '2 604 555 0123', '604-555-012x', ''])(
    'refuses %j',
    (typed) => {
      expect(normalizePhone(typed)).toBeNull();
    },
  );
});
