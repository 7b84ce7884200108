export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover';
export type CardDecision = 'APPROVE' | 'DECLINE' | 'INSUFFICIENT_FUNDS';

export type CardEntry = { number: string; expiry: string; cvv: string };
export type CheckedCard = { brand: CardBrand; last4: string; decision: CardDecision };
export type CardProblem = { field: keyof CardEntry; message: string };
export type CardCheck =
  { ok: true; card: CheckedCard } | { ok: false; problems: [CardProblem, ...CardProblem[]] };

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

// The expiry as people type it, as hosted fields take it: '12/30', '12 / 30', '1230' (a phone's
// numeric keypad has no slash), '1/30', '12/2030'. A one-digit month needs the slash: '130'
// could be January or a thirteenth month.
const EXPIRY = /^(?:(?<month>\d{2})\s*\/?|(?<shortMonth>\d)\s*\/)\s*(?:20)?(?<year>\d{2})$/;

/** The expiry's problem, if any: MM/YY (or as EXPIRY reads it) with a month from 01 to 12, not before this month. */
function expiryProblem(expiry: string, now: Date): string | undefined {
  const parts = EXPIRY.exec(expiry.trim())?.groups;
  const month = Number(parts?.month ?? parts?.shortMonth);
  if (!parts || month < 1 || month > 12) return 'Please enter the expiry date as MM/YY.';
  if (isExpired(month, Number(parts.year), now)) return 'This card has expired.';
  return undefined;
}

/**
 * The CVV's problem, if any: 3 digits, 4 for American Express. Without a valid number the brand
 * is unknown, so either length passes and only the number is named.
 */
function cvvProblem(cvv: string, brand: CardBrand | undefined): string | undefined {
  const lengths = brand === undefined ? [3, 4] : brand === 'American Express' ? [4] : [3];
  const typed = cvv.trim();
  if (/^\d+$/.test(typed) && lengths.includes(typed.length)) return undefined;
  return `Please enter the ${lengths.join(' or ')}-digit security code.`;
}

/**
 * Checks a typed card: a Luhn-valid number of a known brand, MM/YY not past, CVV of 3 digits
 * (4 for American Express). Every field at fault is named at once, in the order of the form.
 */
export function checkCard(entry: CardEntry, now: Date): CardCheck {
  const digits = entry.number.replace(/[\s-]/g, '');
  const validNumber = /^\d{13,19}$/.test(digits) && passesLuhn(digits);
  const brand = validNumber ? cardBrand(digits) : undefined;
  const found: Array<[keyof CardEntry, string | undefined]> = [
    ['number', brand ? undefined : 'Please enter a valid card number.'],
    ['expiry', expiryProblem(entry.expiry, now)],
    ['cvv', cvvProblem(entry.cvv, brand)],
  ];
  const problems = found.flatMap(([field, message]) => (message ? [{ field, message }] : []));
  const [first, ...others] = problems;
  // A number without a brand is itself a problem, so `first` is there whenever `brand` is not.
  if (first || !brand) return { ok: false, problems: [first!, ...others] };
  const decision = TEST_CARD_DECISIONS[digits] ?? 'APPROVE';
  return { ok: true, card: { brand, last4: digits.slice(-4), decision } };
}
