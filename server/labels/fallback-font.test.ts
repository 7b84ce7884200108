import { describe, expect, it } from 'vitest';
import { findFallbackFont, loadFallbackFont } from './fallback-font.ts';

describe('loadFallbackFont', () => {
  it('refuses a file that is missing or not a font, naming it', () => {
    expect(() => loadFallbackFont('/nonexistent/font.ttc')).toThrow(
      'The label font /nonexistent/font.ttc could not be read.',
    );
    expect(() => loadFallbackFont(import.meta.filename)).toThrow(
      `The label font ${import.meta.filename} could not be read.`,
    );
  });
});

const systemFont = findFallbackFont(undefined);

describe.skipIf(!systemFont)('the system fallback font (install fonts-wqy-microhei)', () => {
  it('has Chinese characters, and knows which it lacks', () => {
    expect(systemFont!.covers('陳')).toBe(true);
    expect(systemFont!.covers('玲')).toBe(true);
    expect(systemFont!.covers('🙂')).toBe(false);
  });

  it('is the first font of a collection, named for pdfkit', () => {
    expect(systemFont!.font.postscriptName).toMatch(/^(WenQuanYiMicroHei|NotoSansCJK)/);
  });
});
