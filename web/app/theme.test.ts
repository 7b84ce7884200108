import { describe, expect, it } from 'vitest';
import { AccessiblePalettes } from './theme.ts';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [red, green, blue] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const srgb = channel / 255;
    return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

const AA_NORMAL_TEXT = 4.5;
const white = '#ffffff';
const lightestGray = AccessiblePalettes.gray[0];

describe('theme palettes meet WCAG AA', () => {
  it('knows its own contrast formula (black on white is 21:1)', () => {
    expect(contrast('#000000', white)).toBeCloseTo(21);
  });

  describe.each(Object.entries(AccessiblePalettes))('%s', (_name, palette) => {
    it('shade 6 as text on white and on the lightest grey (text, links, dimmed, errors)', () => {
      expect(contrast(palette[6], white)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(contrast(palette[6], lightestGray)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    });

    it('white text on shades 6 and 7 (filled buttons and their hover)', () => {
      expect(contrast(white, palette[6])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(contrast(white, palette[7])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    });

    it('shade 9 text on shades 1 and 2 (the light variant and its hover)', () => {
      expect(contrast(palette[9], palette[1])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      expect(contrast(palette[9], palette[2])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    });
  });
});
