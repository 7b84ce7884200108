/** The checklist's words for the rule (spec section 5 lists the others; this one is ours). */
export const COMMON_PASSWORD_RULE = 'Not a commonly used password';

/**
 * The ~49k most used passwords of zxcvbn-ts, loaded when asked for: 380 KB (200 KB gzip), so
 * no page carries it. The server's check and the browser's checklist both judge by it.
 */
export async function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common']);
}

const TRAILING_NON_LETTERS = /\P{L}+$/u;
// Below this, a stem such as "abc" is too short to judge the whole password by.
const MIN_STEM_LENGTH = 4;

/**
 * A password is common when, ignoring case, it is on the list, or its stem without trailing
 * digits and symbols is ("Newpassword1!" -> "newpassword"): the other rules let those through.
 */
export function isCommonPassword(password: string, commonPasswords: ReadonlySet<string>): boolean {
  const lowered = password.toLowerCase();
  const stem = lowered.replace(TRAILING_NON_LETTERS, '');
  return (
    commonPasswords.has(lowered) || (stem.length >= MIN_STEM_LENGTH && commonPasswords.has(stem))
  );
}
