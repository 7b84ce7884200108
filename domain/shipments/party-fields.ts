import { z } from 'zod';
import { ADDRESS_FIELD_LIMITS as LIMITS } from '#domain/address-book/messages.ts';
import { normalizePhone } from '#domain/shipments/phone.ts';
import { isValidEmail } from '#domain/auth/email-rules.ts';
import { singleLineText } from '#domain/api/text.ts';
import { addressPlaceFields } from '#domain/geo/schemas.ts';

/** Letters of any script (accents, Chinese), spaces, and the apostrophes, hyphens and periods real names carry. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

// A spreadsheet runs a cell that starts with one of these as a formula ('=HYPERLINK(...)',
// '+1-2', '@SUM'): text printed on a label or exported again must never start with one.
const FORMULA_START = /^[=+\-@]/;

/** False for text a spreadsheet would run as a formula; a hyphen inside ('Jean-Luc') is fine. */
export const isNotFormula = (text: string) => !FORMULA_START.test(text);

/** How a schema refuses a field that starts like a formula; the field's other rules are not checked then. */
export const formulaRefusal = (label: string) => ({
  error: `${label} cannot start with =, +, - or @ (a spreadsheet would run it as a formula).`,
  abort: true,
});

// A phone number as typed, with its spaces, dashes and brackets, before it is read as 10 digits.
const MAX_TYPED_PHONE_LENGTH = 30;

/** One line of text that must be given; `required` answers it missing or blank. */
export const requiredText = (label: string, max: number, required = `${label} is required.`) =>
  singleLineText(label, required)
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, `${label} must be at most ${max} characters.`);

/**
 * A name (spec section 5, Shipment address fields): letters of any script, spaces, apostrophes,
 * hyphens and periods, never a formula. A shipment's sender and receiver, and an account at
 * registration, are named by this one rule.
 */
export const nameText = (label: string, required?: string) =>
  requiredText(label, LIMITS.name, required)
    .refine(isNotFormula, formulaRefusal(label))
    .regex(
      NAME_PATTERN,
      `${label} may contain only letters, spaces, apostrophes, hyphens and periods.`,
    );

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
