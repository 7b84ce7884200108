import { z } from 'zod';
import { isValidEmail } from '#domain/auth/email-rules.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import { ContactDetails } from '../../lib/contact-details.ts';

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

// abort: an empty field is reported as missing only, not also as a malformed email.
const requiredText = z
  .string()
  .trim()
  .min(1, { message: ContactFormMessages.fillRequired, abort: true });

/** Name, email and message are required; phone is optional (spec sections 3 and 5). */
export const ContactMessageSchema = z.object({
  name: requiredText.max(100),
  email: requiredText.refine(isValidEmail, ContactFormMessages.invalidEmail),
  phone: z.string().trim().max(30),
  subject: z.enum(CONTACT_SUBJECTS),
  message: requiredText.max(5000),
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
