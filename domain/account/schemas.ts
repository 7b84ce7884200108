import { z } from 'zod';
import { singleLineText } from '../common/text.ts';
import { AccountMessages } from '../auth/messages.ts';
import { NewPasswordSchema } from '../auth/schemas.ts';
import { normalizePhone } from '../common/phone.ts';
import { isBillingMonth } from './billing-months.ts';
import { AccountPageMessages as Messages } from './messages.ts';

const MAX_NAME_LENGTH = 100;
// Same ceiling as sign-in: argon2 hashes any length, an unbounded body burns CPU.
const MAX_PASSWORD_LENGTH = 128;

/** The display name (spec section 3 `username`): what the dashboard greets and the header shows. */
const DisplayNameSchema = singleLineText('Name', Messages.nameRequired)
  .trim()
  .min(1, Messages.nameRequired)
  .max(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters`);

/**
 * The phone is empty at sign-up (spec section 3) and may stay so; given, it is exactly
 * 10 digits (spec section 9) and stored as the digits.
 */
const OptionalPhoneSchema = singleLineText('Phone', Messages.invalidPhone)
  .trim()
  .max(30, Messages.invalidPhone)
  .transform((phone, context) => {
    if (phone === '') return '';
    const digits = normalizePhone(phone);
    if (digits) return digits;
    context.addIssue({ code: 'custom', message: Messages.invalidPhone });
    return z.NEVER;
  });

/** POST /web/user/update: the profile fields a user may change; billing terms are not theirs to set. */
export const ProfileUpdateRequestSchema = z.object({
  username: DisplayNameSchema,
  phone: OptionalPhoneSchema,
});
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequestSchema>;
export type ProfileFormValues = z.input<typeof ProfileUpdateRequestSchema>;

/** A password the user types to prove it is them; checked against the stored hash, not the rules. */
const CurrentPasswordSchema = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .max(MAX_PASSWORD_LENGTH, Messages.wrongCurrentPassword);

/** POST /web/auth/change-password. */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: CurrentPasswordSchema(Messages.enterCurrentPassword),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** The change-password form: the request plus the confirmation, which never leaves the browser. */
export const ChangePasswordFormSchema = ChangePasswordRequestSchema.extend({
  confirmPassword: z.string(),
}).refine((form) => form.newPassword === form.confirmPassword, {
  message: AccountMessages.passwordsDoNotMatch,
  path: ['confirmPassword'],
});
export type ChangePasswordFormValues = z.input<typeof ChangePasswordFormSchema>;

/** One signed-in browser of the account. `sessionId` names it without being its cookie token. */
export const ActiveSessionSchema = z.object({
  sessionId: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The browser as it named itself at sign-in; '' when it did not. */
  userAgent: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

/** GET /web/auth/sessions: newest sign-in first. */
export const ActiveSessionListSchema = z.object({ sessions: z.array(ActiveSessionSchema) });
export type ActiveSessionList = z.infer<typeof ActiveSessionListSchema>;

/** DELETE /web/auth/sessions/{sessionId}. */
export const SessionIdParamsSchema = z.object({
  sessionId: z.string().regex(/^[0-9a-f]{32}$/, Messages.sessionNotFound),
});

/** POST /web/user/delete: the password again and an explicit yes. */
export const DeleteAccountRequestSchema = z.object({
  password: CurrentPasswordSchema(Messages.enterPasswordToDelete),
  confirm: z.literal(true, { error: Messages.confirmDeletion }),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;
/** The dialog holds an unticked box at first; it parses only once the box is ticked. */
export const DeleteAccountFormSchema = DeleteAccountRequestSchema.extend({
  confirm: z.boolean().refine((ticked) => ticked, Messages.confirmDeletion),
});
export type DeleteAccountFormValues = z.infer<typeof DeleteAccountFormSchema>;

/** One month's invoice of a MONTHLY_BILLING account, as its list shows it. Money in cents. */
export const InvoiceSummarySchema = z.object({
  /** 'YYYY-MM', the billing month in Vancouver time; it names the invoice in its URLs. */
  month: z.string(),
  invoiceNumber: z.string(),
  shipments: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

/** GET /web/user/invoices: newest month first; empty for an account paying per order. */
export const InvoiceListSchema = z.object({ invoices: z.array(InvoiceSummarySchema) });
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

/** One shipment on an invoice. */
export const InvoiceLineSchema = z.object({
  /** 'YYYY-MM-DD', the Vancouver day it was paid by invoice. */
  date: z.string(),
  trackingNumber: z.string(),
  service: z.string(),
  amountCents: z.number().int().nonnegative(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

/** GET /web/user/invoices/{month}. */
export const InvoiceSchema = InvoiceSummarySchema.extend({
  billedTo: z.object({ name: z.string(), email: z.string() }),
  lines: z.array(InvoiceLineSchema),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceMonthParamsSchema = z.object({
  month: z.string().refine(isBillingMonth, Messages.invoiceNotFound),
});
