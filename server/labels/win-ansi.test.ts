import { describe, expect, it } from 'vitest';
import { toWinAnsi, UNPRINTABLE } from './win-ansi.ts';

describe('toWinAnsi', () => {
  it('keeps the French, German and Nordic letters Helvetica has, and its typographic marks', () => {
    const text = 'Marc-André Gagnon, Façade Ørsted Straße — “Zoë” € …';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('drops accents Helvetica lacks and maps letters Unicode does not decompose', () => {
    expect(toWinAnsi('Łódź Đakovo Ştefan Čapek')).toBe('Lódz Dakovo Stefan Capek');
  });

  it('turns full-width forms into their plain letters', () => {
    expect(toWinAnsi('ＡＢ１２')).toBe('AB12');
  });

  it('prints a stand-in for each Chinese character or emoji', () => {
    expect(toWinAnsi('王小明 Wang 🙂')).toBe(`${UNPRINTABLE.repeat(3)} Wang ${UNPRINTABLE}`);
  });

  it('turns tabs and line breaks into spaces', () => {
    expect(toWinAnsi('Leave\tat\r\ndoor')).toBe('Leave at  door');
  });
});
