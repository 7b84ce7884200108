export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover';
export type CardDecision = 'APPROVE' | 'DECLINE' | 'INSUFFICIENT_FUNDS';

export type CardEntry = { number: string; expiry: string; cvv: string };
export type CheckedCard = { brand: CardBrand; last4: string; decision: CardDecision };
export type CardCheck =
  { ok: true; card: CheckedCard } | { ok: false; field: keyof CardEntry; message: string };

/** Test cards with a fixed outcome (README, Payments); every other valid card approves. */
export const TEST_CARD_DECISIONS: Record<string, CardDecision> = {
  '4000000000000002': 'DECLINE',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
};

/** The Luhn checksum: doubling every second digit from the right, the digit sum is a multiple of 10. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The brand by the number's leading digits; undefined for brands we do not take. */
export function cardBrand(digits: string): CardBrand | undefined {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65)/.test(digits)) return 'Discover';
  return undefined;
}

/** A card expiring MM/YY is good through the last day of that month. */
export function isExpired(month: number, twoDigitYear: number, now: Date): boolean {
  const year = 2000 + twoDigitYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth;
}

/** Checks a typed card: a Luhn-valid number of a known brand, MM/YY not past, CVV of 3 digits (4 for American Express). */
export function checkCard(entry: CardEntry, now: Date): CardCheck {
  const digits = entry.number.replace(/[\s-]/g, '');
  const brand = cardBrand(digits);
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits) || !brand) {
    return { ok: false, field: 'number', message: 'Please enter a valid card number.' };
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(entry.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    return { ok: false, field: 'expiry', message: 'Please enter the expiry date as MM/YY.' };
  }
  if (isExpired(month, Number(expiry[2]), now)) {
    return { ok: false, field: 'expiry', message: 'This card has expired.' };
  }
  const cvvLength = brand === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(entry.cvv.trim())) {
    return {
      ok: false,
      field: 'cvv',
      message: `Please enter the ${cvvLength}-digit security code.`,
    };
  }
  return {
    ok: true,
    card: { brand, last4: digits.slice(-4), decision: TEST_CARD_DECISIONS[digits] ?? 'APPROVE' },
  };
}
