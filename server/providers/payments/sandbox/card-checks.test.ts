import { describe, expect, it } from 'vitest';
import { checkCard, isExpired, passesLuhn } from './card-checks.ts';

const now = new Date('2026-05-15T12:00:00Z');

describe('passesLuhn', () => {
  it.each([
    ['4111111111111111', true],
    ['4000000000000002', true],
    ['378282246310005', true],
    ['4111111111111112', false],
  ])('%s -> %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });
});

describe('isExpired', () => {
  it('keeps a card good through its expiry month', () => {
    expect(isExpired(5, 26, now)).toBe(false);
    expect(isExpired(4, 26, now)).toBe(true);
    expect(isExpired(1, 27, now)).toBe(false);
  });
});

describe('checkCard', () => {
  const visa = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' };

  it('approves the approving test card and keeps only brand and last four', () => {
    expect(checkCard(visa, now)).toEqual({
      ok: true,
      card: { brand: 'Visa', last4: '1111', decision: 'APPROVE' },
    });
  });

  it('marks the declining test cards', () => {
    const decline = checkCard({ ...visa, number: '4000000000000002' }, now);
    const funds = checkCard({ ...visa, number: '4000 0000 0000 9995' }, now);
    expect(decline.ok && decline.card.decision).toBe('DECLINE');
    expect(funds.ok && funds.card.decision).toBe('INSUFFICIENT_FUNDS');
  });

  const badNumber = { field: 'number', message: 'Please enter a valid card number.' };
  const badExpiry = { field: 'expiry', message: 'Please enter the expiry date as MM/YY.' };
  const expired = { field: 'expiry', message: 'This card has expired.' };
  const badCvv = (digits: string) => ({
    field: 'cvv',
    message: `Please enter the ${digits}-digit security code.`,
  });
  const refused = (...problems: object[]) => ({ ok: false, problems });

  it.each([
    [{ number: '4111111111111112' }, badNumber],
    [{ number: '9111111111111111' }, badNumber],
    [{ number: '1234' }, badNumber],
    [{ expiry: '13/30' }, badExpiry],
    [{ expiry: '04/26' }, expired],
    [{ cvv: '12' }, badCvv('3')],
    [{ number: '378282246310005', cvv: '123' }, badCvv('4')],
  ])('refuses %o for that field alone', (change, problem) => {
    expect(checkCard({ ...visa, ...change }, now)).toEqual(refused(problem));
  });

  it('names every field at fault at once, in the order of the form', () => {
    const card = { number: '4111 1111 1111 1112', expiry: '04/26', cvv: '12' };
    expect(checkCard(card, now)).toEqual(refused(badNumber, expired, badCvv('3 or 4')));
    expect(checkCard({ number: '', expiry: '', cvv: '' }, now)).toEqual(
      refused(badNumber, badExpiry, badCvv('3 or 4')),
    );
  });

  it('checks the expiry and CVV of a valid number in one go', () => {
    expect(checkCard({ ...visa, expiry: '12/3', cvv: '1234' }, now)).toEqual(
      refused(badExpiry, badCvv('3')),
    );
  });

  // A phone's numeric keypad has no slash; hosted fields take the expiry as people type it.
  it.each(['12/30', '1230', '12 / 30', '1/30', '1 / 30', '01/30', '12/2030', '122030', ' 12/30 '])(
    'takes the expiry %j',
    (expiry) => {
      expect(checkCard({ ...visa, expiry }, now).ok).toBe(true);
    },
  );

  it.each(['13/30', '00/30', '0030', '12/3', '123', '130', '12/303', '12//30', '1 2/30', 'MM/YY'])(
    'refuses the expiry %j as not MM/YY',
    (expiry) => {
      expect(checkCard({ ...visa, expiry }, now)).toEqual(refused(badExpiry));
    },
  );

  it('reads a four-digit year as that year', () => {
    expect(checkCard({ ...visa, expiry: '04/2026' }, now)).toEqual(refused(expired));
    expect(checkCard({ ...visa, expiry: '0526' }, now).ok).toBe(true);
  });

  it('takes a four-digit CVV for American Express', () => {
    expect(checkCard({ number: '378282246310005', expiry: '12/30', cvv: '1234' }, now).ok).toBe(
      true,
    );
  });
});
