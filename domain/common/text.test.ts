import { describe, expect, it } from 'vitest';
import { holdsRefusedCharacter, multiLineText, onOneLine, singleLineText } from './text.ts';

describe('holdsRefusedCharacter', () => {
  it.each([
    ['NUL', 'Ada\u0000'],
    ['a bell', '\u0007'],
    ['an escape sequence', 'red\u001b[31m'],
    ['a vertical tab', 'a\u000bb'],
    ['a unit separator', 'a\u001fb'],
    ['DEL', 'Ada\u007f'],
    ['the first C1 control', 'a\u0080b'],
    ['a next-line control', 'Main St\u0085Unit 4'],
    ['the last C1 control', 'a\u009fb'],
    ['a left-to-right embedding', '\u202aAda'],
    ['a right-to-left override', 'Ada \u202eecalP'],
    ['a pop directional formatting', 'Ada\u202c'],
    ['a left-to-right isolate', '\u2066Ada'],
    ['a pop directional isolate', 'Ada\u2069'],
  ])('refuses %s on every field', (_, text) => {
    expect(holdsRefusedCharacter(text, 'single')).toBe(true);
    expect(holdsRefusedCharacter(text, 'multi')).toBe(true);
  });

  it('refuses line breaks on a one-line field only', () => {
    for (const text of ['Side door\nRing twice', 'a\r\nb', 'a\rb']) {
      expect(holdsRefusedCharacter(text, 'single')).toBe(true);
      expect(holdsRefusedCharacter(text, 'multi')).toBe(false);
    }
  });

  it('lets tabs, accents, other scripts and the marks right-to-left text needs through everywhere', () => {
    // U+00A0 and U+00FF sit right after the C1 controls; U+200F and U+061C are direction marks,
    // which change no order but their neighbours' direction; U+200D joins emoji.
    for (const text of [
      'Zoë\tO’Brien',
      '王小明',
      'שלום\u200f 12',
      'a\u00a0b\u00ff',
      '\u061c',
      '👩\u200d🔧',
      '',
    ]) {
      expect(holdsRefusedCharacter(text, 'single')).toBe(false);
      expect(holdsRefusedCharacter(text, 'multi')).toBe(false);
    }
  });
});

describe('the text schemas', () => {
  it('name the field in the message', () => {
    expect(singleLineText('Sender name').safeParse('Ada\nLovelace').error?.issues).toEqual([
      expect.objectContaining({
        message:
          'Sender name cannot contain line breaks, control characters (such as NUL) or text-direction overrides.',
      }),
    ]);
    expect(multiLineText('Remarks').safeParse('Side door\u0000').error?.issues).toEqual([
      expect.objectContaining({
        message:
          'Remarks cannot contain control characters (such as NUL) or text-direction overrides; only tabs and line breaks are allowed.',
      }),
    ]);
  });

  it('report only that, not also the rules that follow', () => {
    const name = singleLineText('Name')
      .trim()
      .min(1)
      .regex(/^\p{L}+$/u);
    expect(name.safeParse('\u0000').error?.issues).toHaveLength(1);
  });

  it('answer a value that is not text with the message given for it', () => {
    expect(singleLineText('Name', 'Name is required.').safeParse(undefined).error?.issues).toEqual([
      expect.objectContaining({ message: 'Name is required.' }),
    ]);
  });

  it('keep the text as given', () => {
    expect(multiLineText('Remarks').parse('Side door\r\nRing twice')).toBe(
      'Side door\r\nRing twice',
    );
  });
});

describe('onOneLine', () => {
  it('makes each run of line breaks, tabs and refused characters one space', () => {
    expect(onOneLine('1055 W Georgia St\r\n\tSuite 210')).toBe('1055 W Georgia St Suite 210');
    expect(onOneLine('\u202eAda\u007f\u0085Lovelace\u2069')).toBe(' Ada Lovelace ');
    expect(onOneLine('Zoë  O’Brien')).toBe('Zoë  O’Brien');
  });
});
