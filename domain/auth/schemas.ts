import { z } from 'zod';
import { singleLineText } from '../common/text.ts';
import { nameText } from '../shipments/text-fields.ts';
import { isValidEmail } from './email-rules.ts';
import { AccountMessages } from './messages.ts';
import { USER_ROLES } from './roles.ts';
import { LabelFormatSchema } from '../labels/schemas.ts';
import { meetsPasswordRules } from './password-rules.ts';

const MAX_EMAIL_LENGTH = 254;
// argon2 hashes any length, but an unbounded body is a cheap way to burn CPU.
const MAX_PASSWORD_LENGTH = 128;

const requiredText = (label: string) => singleLineText(label, AccountMessages.fillAllFields).trim();

export const EmailSchema = requiredText('Email')
  .min(1, AccountMessages.fillAllFields)
  .max(MAX_EMAIL_LENGTH, AccountMessages.invalidEmail)
  .refine(isValidEmail, AccountMessages.invalidEmail);

/** A new password must meet the checklist; a password being checked at login need not. */
export const NewPasswordSchema = z
  .string({ error: AccountMessages.fillAllFields })
  .min(1, AccountMessages.fillAllFields)
  .max(MAX_PASSWORD_LENGTH, AccountMessages.passwordRequirements)
  .refine(meetsPasswordRules, AccountMessages.passwordRequirements);

export const RegisterRequestSchema = z.object({
  // The rule and messages of a shipment's name; left blank, the form's own message (spec section 5).
  name: nameText('Name', AccountMessages.fillAllFields),
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: AccountMessages.fillAllFields })
    .min(1, AccountMessages.fillAllFields)
    .max(MAX_PASSWORD_LENGTH, AccountMessages.wrongCredentials),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({
  email: requiredText('Email')
    .min(1, AccountMessages.enterEmail)
    .max(MAX_EMAIL_LENGTH, AccountMessages.invalidEmail)
    .refine(isValidEmail, AccountMessages.invalidEmail),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: z
    .string({ error: AccountMessages.resetLinkInvalid })
    .min(1, AccountMessages.resetLinkInvalid)
    .max(200, AccountMessages.resetLinkInvalid),
  password: NewPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** Whether a reset link can still be used, asked before its form is shown; it is not used. */
export const ResetLinkCheckRequestSchema = ResetPasswordRequestSchema.pick({ token: true });
export type ResetLinkCheckRequest = z.infer<typeof ResetLinkCheckRequestSchema>;
/** Only yes or no: never whose link it is. */
export const ResetLinkCheckResponseSchema = z.object({ usable: z.boolean() });

export const BillingTypeSchema = z.enum(['PER_ORDER', 'MONTHLY_BILLING']);
export type BillingType = z.infer<typeof BillingTypeSchema>;

/** Who is signed in: enough for the header, the dashboard greeting and route guards. */
export const SessionUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  // An answer without a role grants nothing: the least a client may assume is a customer.
  role: z.enum(USER_ROLES).default('CUSTOMER'),
  // An answer without one (a server from before the preference) prints PDFs, as before.
  labelFormat: LabelFormatSchema.default('PDF'),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** Register and login answer the user they signed in. */
export const SignedInResponseSchema = z.object({ user: SessionUserSchema });
export type SignedInResponse = z.infer<typeof SignedInResponseSchema>;

/** The session probe: the signed-in user, or null for a guest, which is a normal state, not an error. */
export const SessionResponseSchema = z.object({ user: SessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** The portal user of spec section 3, as POST /web/user/get answers it. */
export const UserProfileSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  paymentType: BillingTypeSchema,
  billingType: BillingTypeSchema,
  contractRate: z.number(),
  sameCityRate: z.number().nullable(),
  /** What Print Label gives: a PDF, or ZPL for a thermal printer. */
  labelFormat: LabelFormatSchema,
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
