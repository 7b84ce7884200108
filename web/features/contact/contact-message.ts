import { z } from 'zod';
import { isValidEmail } from '#domain/auth/email-rules.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import { ContactDetails } from '../../lib/contact-details.ts';
import { formatWholeNumber } from '../../lib/format-whole-number.ts';

/** The subjects a visitor picks from (spec section 3, Contact message). */
export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Shipping Question',
  'Business Account',
  'Tracking Issue',
  'Feedback',
  'Other',
] as const;

/** Word for word from the spec: section 8 (Contact), and section 5's one wording for any email. */
export const ContactFormMessages = {
  fillRequired: 'Please fill out all required fields.',
  invalidEmail: AccountMessages.invalidEmail,
} as const;

/**
 * The most characters each field takes: a name as long as anywhere else (spec section 9), the
 * longest email address that can be delivered (RFC 5321), room for an extension on a phone.
 */
export const CONTACT_FIELD_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;

const tooLong = (label: string, max: number) =>
  `${label} must be at most ${formatWholeNumber(max)} characters.`;

// abort: an empty field is reported as missing only, not also as a malformed email.
const requiredText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: ContactFormMessages.fillRequired, abort: true })
    .max(max, tooLong(label, max));

/** Name, email and message are required; phone is optional (spec sections 3 and 5). */
export const ContactMessageSchema = z.object({
  name: requiredText('Name', CONTACT_FIELD_LIMITS.name),
  email: requiredText('Email', CONTACT_FIELD_LIMITS.email).refine(
    isValidEmail,
    ContactFormMessages.invalidEmail,
  ),
  phone: z
    .string()
    .trim()
    .max(CONTACT_FIELD_LIMITS.phone, tooLong('Phone', CONTACT_FIELD_LIMITS.phone)),
  subject: z.enum(CONTACT_SUBJECTS),
  message: requiredText('Message', CONTACT_FIELD_LIMITS.message),
});

export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const EMPTY_CONTACT_MESSAGE: ContactMessage = {
  name: '',
  email: '',
  phone: '',
  subject: 'General Inquiry',
  message: '',
};

/**
 * A mailto: link that opens the visitor's email app with the message written out to support.
 * The form itself sends nothing (spec section 4), so this is how the message can reach us.
 */
export function emailDraftHref({ name, email, phone, subject, message }: ContactMessage): string {
  const signature = [name, email, phone].filter(Boolean).join('\n');
  const query = new URLSearchParams({ subject, body: `${message}\n\n${signature}` });
  // mailto readers expect %20 for spaces, not the + of form encoding.
  return `mailto:${ContactDetails.supportEmail}?${query.toString().replaceAll('+', '%20')}`;
}
