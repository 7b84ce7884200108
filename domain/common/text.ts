import { z } from 'zod';

/**
 * How many lines a text field holds: most are one line (a name, a street, a phone, an email);
 * only the few typed in a text area (remarks, a pickup's notes) hold line breaks.
 */
export type TextLines = 'single' | 'multi';

// What no text has a use for: the C0 control characters but tab, line feed and carriage return
// (PostgreSQL text cannot hold NUL at all), DEL and the C1 control characters, and the
// bidirectional overrides and isolates (U+202A to U+202E, U+2066 to U+2069), which make text show
// in another order than it is stored and printed: a name or a street that reads one way on a page
// and another on its label ("Trojan Source").
const REFUSED_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LINE_BREAK = /[\n\r]/;
// The characters a one-line field refuses, and tabs, in runs.
const OFF_ONE_LINE = new RegExp(`(?:${REFUSED_CHARACTER.source}|[\\t\\n\\r])+`, 'g');

/**
 * Text holds a character its field refuses: a control character but tab (C0, DEL, C1) or a
 * bidirectional override or isolate, and on a single-line field a line break too.
 */
export function holdsRefusedCharacter(text: string, lines: TextLines): boolean {
  return REFUSED_CHARACTER.test(text) || (lines === 'single' && LINE_BREAK.test(text));
}

/** The message for text holding a character its field refuses, naming the field. */
export function refusedCharacterMessage(label: string, lines: TextLines): string {
  return lines === 'single'
    ? `${label} cannot contain line breaks, control characters (such as NUL) or text-direction overrides.`
    : `${label} cannot contain control characters (such as NUL) or text-direction overrides; only tabs and line breaks are allowed.`;
}

/**
 * Text from elsewhere put on one line: each run of characters a one-line field refuses, or of
 * tabs, becomes one space (a spreadsheet cell's Alt+Enter line breaks, an invisible override).
 */
export function onOneLine(text: string): string {
  return text.replace(OFF_ONE_LINE, ' ');
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
