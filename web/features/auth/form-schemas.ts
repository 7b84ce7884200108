import { z } from 'zod';
import { AccountMessages } from '#domain/auth/messages.ts';
import { RegisterRequestSchema, ResetPasswordRequestSchema } from '#domain/auth/schemas.ts';
import { refusingCommonPassword } from './common-passwords.ts';

// Spec section 5 (Register): the confirmation is required and must repeat the password; a
// mismatch is reported with the same message as an unmet password rule.
const confirmPasswordShape = { confirmPassword: z.string().min(1, AccountMessages.fillAllFields) };
const passwordsMatch = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: AccountMessages.passwordRequirements };

/** The Register form: the API's request plus Confirm Password; no common password. */
export const RegisterFormSchema = refusingCommonPassword(
  RegisterRequestSchema.extend(confirmPasswordShape).refine(passwordsMatch, mismatch),
  'password',
);

/** The Reset Password form: the new password (same rules as the API's) and its confirmation. */
export const NewPasswordFormSchema = refusingCommonPassword(
  ResetPasswordRequestSchema.pick({ password: true })
    .extend(confirmPasswordShape)
    .refine(passwordsMatch, mismatch),
  'password',
);
