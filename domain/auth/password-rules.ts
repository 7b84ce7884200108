export const PASSWORD_MIN_LENGTH = 8;

/** The fixed set of characters that count as "special" in a password. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()-_=+[]{};:\'",.<>/?\\|`~';

export type PasswordCheck = {
  key: 'length' | 'uppercase' | 'special';
  label: string;
  met: boolean;
};

/** The live checklist of spec section 5: 8+ characters, an uppercase letter, a special character. */
export function checkPassword(password: string): PasswordCheck[] {
  return [
    {
      key: 'length',
      label: `At least ${PASSWORD_MIN_LENGTH} characters`,
      met: password.length >= PASSWORD_MIN_LENGTH,
    },
    { key: 'uppercase', label: 'At least one uppercase letter', met: /[A-Z]/.test(password) },
    {
      key: 'special',
      label: `At least one special character (${PASSWORD_SPECIAL_CHARACTERS})`,
      met: [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
    },
  ];
}

/** A password is acceptable when every item of the checklist is met. */
export function meetsPasswordRules(password: string): boolean {
  return checkPassword(password).every((check) => check.met);
}
