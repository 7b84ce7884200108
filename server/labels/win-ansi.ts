/**
 * PDF's built-in Helvetica draws only the WinAnsi character set. Anything else (Chinese,
 * Cyrillic, emoji...) would come out as wrong glyphs, so Helvetica prints a plain-letter
 * form when Unicode has one ('Ł' -> 'L', full-width '１' -> '1') and '?' otherwise.
 * Characters with no plain form go to the label's fallback font when it has them (pdf-text.ts).
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

// Letters Unicode does not decompose into a base letter and an accent.
const PLAIN_LETTERS: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i' };

const LATIN_1_PRINTABLE = /^[\x20-\x7e\xa0-\xff]*$/;

/** The stand-in for a character Helvetica cannot draw. */
export const UNPRINTABLE = '?';

/** True for a character PDF's standard fonts can draw. */
function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
}

/** The character itself, its unaccented or compatibility form when that is drawable, or UNPRINTABLE. */
function toDrawable(char: string): string {
  if (isWinAnsi(char)) return char;
  if (PLAIN_LETTERS[char]) return PLAIN_LETTERS[char];
  const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return plain && [...plain].every(isWinAnsi) ? plain : UNPRINTABLE;
}

/** Text that Helvetica draws faithfully, character by character as above; every whitespace character becomes a space. */
export function toWinAnsi(text: string): string {
  // Most labels are plain Latin-1, which needs no work.
  if (LATIN_1_PRINTABLE.test(text)) return text;
  return Array.from(text.replace(/\s/g, ' '), toDrawable).join('');
}

/** True when Helvetica draws the character itself or a plain form of it, not a '?' in its place. */
export function helveticaDraws(char: string): boolean {
  return char === UNPRINTABLE || /\s/.test(char) || toDrawable(char) !== UNPRINTABLE;
}
