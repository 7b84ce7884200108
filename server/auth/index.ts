/** The auth room's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { createAccount, type NewAccount } from './accounts.ts';
export { type CurrentUser } from './current-user.ts';
export { hasAnyAccount } from './queries.ts';
export { type Sessions } from './sessions.ts';
export { changePassword, isOwnPassword, unusablePasswordHash } from './account-security.ts';
export { sayWhenToRetry } from './login-throttle.ts';
export { eraseSignIn } from './queries.ts';
export { createIsStaff, createRequireStaff } from './require-staff.ts';
export { makeStaff, type StaffResult } from './staff-accounts.ts';
export { isCommonPassword } from './common-passwords.ts';
