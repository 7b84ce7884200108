/** The auth feature's front door: what the shell and other features use of it (docs/ARCHITECTURE.md). */
export { EmailField } from './email-field.tsx';
export { FormAlert } from './form-alert.tsx';
export { NewPasswordFields } from './new-password-fields.tsx';
export { refusingCommonPassword } from './common-passwords.ts';
export { PasswordField } from './password-field.tsx';
export { MODE_PARAM, opensRegister, REGISTER_MODE, RETURN_TO_PARAM } from './login-url.ts';
export { authKeys } from './auth-api.ts';
export { useSession, useSetSessionUser } from './session.ts';
export { useLogout } from './use-logout.ts';
