import { existsSync, readFileSync } from 'node:fs';
import { create as openFont, type Font } from 'fontkit';

/**
 * A font with Chinese characters, for names and addresses PDF's built-in Helvetica cannot draw
 * (spec section 5 lets a full name hold Chinese characters). The label embeds only the glyphs
 * it uses, so a label without such text does not carry it at all.
 */
export type FallbackFont = {
  /** The parsed font, read once: every label shares it and its glyph caches. */
  font: Font;
  /** True when the font has a glyph for the character. */
  covers(char: string): boolean;
};

/** Where Debian's fonts-wqy-microhei and fonts-noto-cjk put theirs; LABEL_CJK_FONT names another file. */
const SYSTEM_FONT_PATHS = [
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];

/** The font in the file at path, the first one of a collection; throws when there is none. */
function openFontFile(path: string): Font {
  let cause: unknown = 'no font in the file';
  try {
    const opened = openFont(readFileSync(path));
    const font = 'fonts' in opened ? opened.fonts[0] : opened;
    if (font) return font;
  } catch (error) {
    cause = error;
  }
  throw new Error(`The label font ${path} could not be read.`, { cause });
}

export function loadFallbackFont(path: string): FallbackFont {
  const font = openFontFile(path);
  return {
    font,
    covers: (char) => font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0),
  };
}

/**
 * The configured font file (LABEL_CJK_FONT), else the first of SYSTEM_FONT_PATHS that exists.
 * Null when there is none: labels then print '?' for the characters Helvetica lacks.
 */
export function findFallbackFont(configuredPath: string | undefined): FallbackFont | null {
  const path = configuredPath ?? SYSTEM_FONT_PATHS.find((candidate) => existsSync(candidate));
  return path ? loadFallbackFont(path) : null;
}
