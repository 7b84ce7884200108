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

  it.each([
    [{ number: '4111111111111112' }, 'number'],
    [{ number: '9111111111111111' }, 'number'],
    [{ expiry: '13/30' }, 'expiry'],
    [{ expiry: '04/26' }, 'expiry'],
    [{ cvv: '12' }, 'cvv'],
    [{ number: '378282246310005', cvv: '123' }, 'cvv'],
  ])('refuses %o on %s', (change, field) => {
    expect(checkCard({ ...visa, ...change }, now)).toMatchObject({ ok: false, field });
  });

  it('takes a four-digit CVV for American Express', () => {
    expect(checkCard({ number: '378282246310005', expiry: '12/30', cvv: '1234' }, now).ok).toBe(
      true,
    );
  });
});
