import { z } from 'zod';
import { ADDRESS_FIELD_LIMITS as LIMITS } from '#domain/address-book/field-limits.ts';
import { normalizePhone } from '#domain/common/phone.ts';
import { isValidEmail } from '#domain/auth/email-rules.ts';
import { singleLineText } from '#domain/common/text.ts';
import { formulaRefusal, isNotFormula, nameText, requiredText } from './text-fields.ts';
import { addressPlaceFields } from '#domain/geo/schemas.ts';

// A phone number as typed, with its spaces, dashes and brackets, before it is read as 10 digits.
const MAX_TYPED_PHONE_LENGTH = 30;

/** Text that may be left out (missing or null reads as ''); one line unless `text` says otherwise. */
export const optionalText = (label: string, max: number, text = singleLineText) =>
  text(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value ?? '');

/**
 * What each field of a party is called in its messages: the API names the party ("Sender
 * name is required."), the shipment form names the field beside which the message shows
 * ("Full name is required.").
 */
export type PartyFieldLabels = {
  name: string;
  phone: string;
  streetAddress: string;
  unitNumber: string;
  company: string;
  email: string;
  /** The whole message for an email that is not one. */
  invalidEmail: string;
};

/**
 * A sender's or receiver's typed fields with their rules (spec section 5, Shipment address
 * fields), one definition for the order API and the shipment form, so that the browser and
 * the server can never disagree. The phone reads as its 10 digits.
 */
export function partyFieldSchemas(labels: PartyFieldLabels) {
  const emailText = singleLineText(labels.email, `${labels.email} is required.`).trim();
  const isEmailOrBlank = (email: string) => email === '' || isValidEmail(email);
  return {
    name: nameText(labels.name),
    phone: requiredText(labels.phone, MAX_TYPED_PHONE_LENGTH).transform((typed, context) => {
      const digits = normalizePhone(typed);
      if (digits) return digits;
      context.addIssue({ code: 'custom', message: `${labels.phone} must be exactly 10 digits.` });
      return z.NEVER;
    }),
    streetAddress: requiredText(labels.streetAddress, LIMITS.streetAddress).refine(
      isNotFormula,
      formulaRefusal(labels.streetAddress),
    ),
    unitNumber: optionalText(labels.unitNumber, LIMITS.unitNumber),
    company: optionalText(labels.company, LIMITS.companyName).refine(
      isNotFormula,
      formulaRefusal(labels.company),
    ),
    /** The sender's email: required. */
    email: emailText
      .min(1, { error: `${labels.email} is required.`, abort: true })
      .max(LIMITS.email, labels.invalidEmail)
      .refine(isValidEmail, labels.invalidEmail),
    /** The receiver's email: blank, or an email. */
    optionalEmail: emailText
      .max(LIMITS.email, labels.invalidEmail)
      .refine(isEmailOrBlank, labels.invalidEmail)
      .nullish()
      .transform((value) => value ?? ''),
  };
}

/**
 * One side of a shipment as an address form holds it (spec section 3, Shipment form): the
 * shipping page's sender and receiver, the bulk wizard's sender and recipients. Text as typed;
 * the order's schema reads it.
 */
export type PartyFormValues = {
  fullName: string;
  phone: string;
  /** Street number and name. */
  address: string;
  /** Unit, suite or apartment; '' when none. */
  apt: string;
  email: string;
  company: string;
  city: string;
  province: string;
  postalCode: string;
  /** 'CA' or 'US' once read; what a sheet said otherwise, so a check can name it. */
  countryCode: string;
};

/** A sender or receiver as an answer shows them: who, how to reach them, and where. */
export const PartyDetailsSchema = z.object({
  name: z.string(),
  company: z.string(),
  phone: z.string(),
  email: z.string(),
  ...addressPlaceFields,
});
export type PartyDetails = z.infer<typeof PartyDetailsSchema>;
