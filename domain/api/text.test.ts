import { describe, expect, it } from 'vitest';
import { holdsRefusedCharacter, multiLineText, singleLineText } from './text.ts';

describe('holdsRefusedCharacter', () => {
  it.each([
    ['NUL', 'Ada\u0000'],
    ['a bell', '\u0007'],
    ['an escape sequence', 'red\u001b[31m'],
    ['a vertical tab', 'a\u000bb'],
    ['a unit separator', 'a\u001fb'],
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

  it('lets tabs, accents and other scripts through everywhere', () => {
    for (const text of ['Zoë\tO’Brien', '王小明', '']) {
      expect(holdsRefusedCharacter(text, 'single')).toBe(false);
      expect(holdsRefusedCharacter(text, 'multi')).toBe(false);
    }
  });
});

describe('the text schemas', () => {
  it('name the field in the message', () => {
    expect(singleLineText('Sender name').safeParse('Ada\nLovelace').error?.issues).toEqual([
      expect.objectContaining({
        message: 'Sender name cannot contain line breaks or control characters (such as NUL).',
      }),
    ]);
    expect(multiLineText('Remarks').safeParse('Side door\u0000').error?.issues).toEqual([
      expect.objectContaining({
        message:
          'Remarks cannot contain control characters (such as NUL); only tabs and line breaks are allowed.',
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
