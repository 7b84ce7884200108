import type { FallbackFont } from './fallback-font.ts';
import { helveticaDraws, toWinAnsi } from './win-ansi.ts';

export type FontName = 'Helvetica' | 'Helvetica-Bold';

/**
 * A font at a size. Text too wide for its band shrinks as far as minSize, then wraps onto
 * at most maxLines lines, and only then is cut short with an ellipsis.
 */
export type TextStyle = { font: FontName; size: number; minSize?: number; maxLines?: number };

/** A rectangle on the page, in points from the top left. */
export type Box = { x: number; y: number; width: number; height: number };

/** A band one line of text is drawn in: from x to x + width, top at y. */
export type Band = Omit<Box, 'height'>;

export type LineOptions = {
  align?: 'left' | 'centre' | 'right';
  /** Text after the main text that is never cut short, such as the province and postal code after a city. */
  tail?: string;
};

const ELLIPSIS = '…';
const FALLBACK_FONT = 'Fallback';

const fallbackFonts = new WeakMap<PDFKit.PDFDocument, FallbackFont>();

/** Lets the document draw, in font, the characters Helvetica cannot (see typeset). */
export function embedFallbackFont(doc: PDFKit.PDFDocument, font: FallbackFont): void {
  // pdfkit takes a parsed fontkit font too (its types list only files and buffers), and then
  // skips parsing it again for every label.
  doc.registerFont(FALLBACK_FONT, font.font as unknown as PDFKit.Mixins.PDFFontSource);
  fallbackFonts.set(doc, font);
}

/** A font to draw a piece of text in, and that text as the font can draw it. */
type Face = { font: string; print(text: string): string };

/**
 * Helvetica, unless the text holds characters only the document's fallback font can draw (a
 * Chinese name): then the whole text goes in the fallback font, so the line reads as one.
 */
function typeset(doc: PDFKit.PDFDocument, font: FontName, text: string): Face {
  const fallback = fallbackFonts.get(doc);
  const needsFallback =
    fallback && Array.from(text).some((char) => !helveticaDraws(char) && fallback.covers(char));
  if (!needsFallback) return { font, print: toWinAnsi };
  return {
    font: FALLBACK_FONT,
    print: (part) =>
      Array.from(part.replace(/\s/g, ' '), (char) =>
        fallback.covers(char) ? char : toWinAnsi(char),
      ).join(''),
  };
}

/** Line advance as a multiple of the font size, for lines placed one under another. */
export const LINE_SPACING = 1.2;

/** The largest size from style.size down to style.minSize at which text fits width. */
function fittingSize(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: TextStyle,
): number {
  const naturalWidth = doc.fontSize(style.size).widthOfString(text);
  if (naturalWidth <= width) return style.size;
  // Text width grows linearly with the font size.
  return Math.max(style.minSize ?? style.size, (style.size * width) / naturalWidth);
}

/** The longest start of text that, with an ellipsis, fits width at the document's current font. */
function truncateToWidth(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  const shortened = (length: number) => text.slice(0, length).trimEnd() + ELLIPSIS;
  let fits = 0;
  let tooLong = text.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (doc.widthOfString(shortened(middle)) <= width) fits = middle;
    else tooLong = middle;
  }
  return shortened(fits);
}

/** Draws text wrapped inside box, ending in an ellipsis when the box cannot hold all of it. */
export function drawWrapped(
  doc: PDFKit.PDFDocument,
  text: string,
  box: Box,
  style: TextStyle,
): void {
  const face = typeset(doc, style.font, text);
  doc.font(face.font).fontSize(style.size).text(face.print(text), box.x, box.y, {
    width: box.width,
    height: box.height,
    ellipsis: ELLIPSIS,
  });
}

/** Draws text in a band as TextStyle describes (shrink, wrap, cut short); returns the height used. */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  { x, y, width }: Band,
  style: TextStyle,
  { align = 'left', tail = '' }: LineOptions = {},
): number {
  // Customers type line breaks and double spaces into names and streets; one line needs neither.
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const face = typeset(doc, style.font, oneLine + tail);
  const head = face.print(oneLine);
  const printableTail = face.print(tail);
  const size = fittingSize(doc.font(face.font), head + printableTail, width, style);
  doc.fontSize(size);
  const maxLines = style.maxLines ?? 1;
  if (maxLines > 1 && doc.widthOfString(head + printableTail) > width) {
    const height = maxLines * size * LINE_SPACING;
    drawWrapped(doc, head + printableTail, { x, y, width, height }, { ...style, size });
    return doc.y - y;
  }
  const line = truncateToWidth(doc, head, width - doc.widthOfString(printableTail)) + printableTail;
  // What the line leaves of the band goes after it, on both sides of it, or before it.
  const room = width - doc.widthOfString(line);
  const left = x + { left: 0, centre: room / 2, right: room }[align];
  doc.text(line, left, y, { lineBreak: false });
  return size * LINE_SPACING;
}

/** A signature line and a date line side by side, as a paper is signed on: their bands and captions. */
export type SignatureLines = {
  /** Where both lines are ruled. */
  lineY: number;
  signature: Omit<Band, 'y'>;
  date: Omit<Band, 'y'>;
  signatureCaption: string;
  dateCaption: string;
  /** Written above the date line; the signature line is left blank for the pen. */
  dateText: string;
  captionStyle: TextStyle;
  dateStyle: TextStyle;
};

/** Rules the signature and date lines, writes the date above its line, and each caption under its line. */
export function drawSignatureLines(doc: PDFKit.PDFDocument, lines: SignatureLines): void {
  const { lineY, signature, date, captionStyle } = lines;
  for (const { x, width } of [signature, date]) {
    doc
      .moveTo(x, lineY)
      .lineTo(x + width, lineY)
      .lineWidth(0.75)
      .stroke();
  }
  const dateTop = lineY - lines.dateStyle.size * LINE_SPACING - 2;
  drawText(doc, lines.dateText, { ...date, y: dateTop }, lines.dateStyle);
  drawText(doc, lines.signatureCaption, { ...signature, y: lineY + 3 }, captionStyle);
  drawText(doc, lines.dateCaption, { ...date, y: lineY + 3 }, captionStyle);
}
