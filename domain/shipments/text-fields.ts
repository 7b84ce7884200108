import { ADDRESS_FIELD_LIMITS as LIMITS } from '#domain/address-book/field-limits.ts';
import { singleLineText } from '#domain/common/text.ts';

// The rules of one line of text a person gives: a name, a street, a city. Apart from the party's
// schemas (party-fields.ts), so that a page that names only an account (registration, sign-in)
// loads these alone.

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
