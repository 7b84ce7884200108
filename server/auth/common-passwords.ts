let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/** The ~49k most used passwords of zxcvbn-ts, loaded on first use (it takes a few MB). */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

const TRAILING_NON_LETTERS = /\P{L}+$/u;
// Below this, a stem such as "abc" is too short to judge the whole password by.
const MIN_STEM_LENGTH = 4;

/**
 * A password is common when, ignoring case, it is on the list, or its stem without trailing
 * digits and symbols is ("Summer2024!" -> "summer"): the checklist alone lets those through.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await loadCommonPasswords();
  const lowered = password.toLowerCase();
  const stem = lowered.replace(TRAILING_NON_LETTERS, '');
  return list.has(lowered) || (stem.length >= MIN_STEM_LENGTH && list.has(stem));
}
