import { z } from 'zod';

/**
 * How many lines a text field holds: most are one line (a name, a street, a phone, an email);
 * only the few typed in a text area (remarks, a pickup's notes) hold line breaks.
 */
export type TextLines = 'single' | 'multi';

// The C0 control characters but tab, line feed and carriage return: no text has a use for them,
// and PostgreSQL text cannot hold NUL at all.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const LINE_BREAK = /[\n\r]/;

/** Text holds a character its field refuses: a C0 control character but tab, and on a single-line field a line break too. */
export function holdsRefusedCharacter(text: string, lines: TextLines): boolean {
  return CONTROL_CHARACTER.test(text) || (lines === 'single' && LINE_BREAK.test(text));
}

/** The message for text holding a character its field refuses, naming the field. */
export function refusedCharacterMessage(label: string, lines: TextLines): string {
  return lines === 'single'
    ? `${label} cannot contain line breaks or control characters (such as NUL).`
    : `${label} cannot contain control characters (such as NUL); only tabs and line breaks are allowed.`;
}

const textOn = (lines: TextLines) => (label: string, notText?: string) =>
  z.string(notText).refine((text) => !holdsRefusedCharacter(text, lines), {
    error: refusedCharacterMessage(label, lines),
    abort: true,
  });

/**
 * A one-line text field named `label` in its messages; `notText` answers a value that is not a
 * string (missing). Checked as typed, before any trim, so a field's other rules see clean text.
 */
export const singleLineText = textOn('single');

/** A text-area field named `label`: line breaks and tabs allowed, other control characters not. */
export const multiLineText = textOn('multi');
