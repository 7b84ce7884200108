import {
  isCommonPassword as isAmongCommonPasswords,
  loadCommonPasswords,
} from '#domain/auth/common-passwords.ts';

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/** The rule of domain/auth/common-passwords.ts, the list loaded on the first password checked. */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= loadCommonPasswords();
  return isAmongCommonPasswords(password, await commonPasswords);
}
