import type { CustomsDeclaration } from '#domain/customs/customs-declaration.ts';
import { formatTrackingNumber } from '#domain/tracking/tracking-number.ts';
import {
  customsDeclarationText,
  paginateRows,
  type CustomsDeclarationText,
  type CustomsItemLine,
} from './customs-paper-text.ts';
import type { LabelData } from './label-data.ts';
import {
  CAPTION,
  drawFrame,
  drawRuleAcross,
  FRAME_INSET,
  HAIRLINE,
  INNER,
  LABEL_SIZE,
} from './label-page.ts';
import { addPage } from './pdf-document.ts';
import {
  drawSignatureLines,
  drawText,
  drawWrapped,
  LINE_SPACING,
  type Band,
  type TextStyle,
} from './pdf-text.ts';

// The customs pages' geometry in points, which the ZPL label shares (render-label-zpl.ts).
export const HEADER_HEIGHT = 40;
export const FACT_HEIGHT = 19;
export const FACTS_HEIGHT = 3 * FACT_HEIGHT + 4;
export const TABLE_HEADER_HEIGHT = 20;
// Two lines an item: its description, then its figures.
export const ROW_HEIGHT = 20;
const FOOTER_HEIGHT = 100;
export const CONTENT_TOP = FRAME_INSET + HEADER_HEIGHT;
const CONTENT_BOTTOM = LABEL_SIZE.height - FRAME_INSET;
const INNER_WIDTH = INNER.right - INNER.left;

const rowsIn = (height: number) => Math.floor(height / ROW_HEIGHT);
/** How many items fit on the first page, on each later one, and the room the footer takes. */
export const PAGE_ROWS = {
  first: rowsIn(CONTENT_BOTTOM - CONTENT_TOP - FACTS_HEIGHT - TABLE_HEADER_HEIGHT),
  later: rowsIn(CONTENT_BOTTOM - CONTENT_TOP - TABLE_HEADER_HEIGHT),
  footer: Math.ceil(FOOTER_HEIGHT / ROW_HEIGHT),
};

const DESCRIPTION: TextStyle = { font: 'Helvetica', size: 7.5, minSize: 5.5 };
const FIGURE: TextStyle = { font: 'Helvetica', size: 7, minSize: 5.5 };
const SMALL_CAPTION: TextStyle = { font: 'Helvetica-Bold', size: 5.5 };

/** Where each figure of an item's second line goes; amounts are set flush right. */
export const COLUMNS = {
  number: { x: INNER.left, width: 12 },
  description: { x: INNER.left + 12, width: INNER_WIDTH - 12 },
  hsCode: { x: INNER.left + 12, width: 70 },
  origin: { x: INNER.left + 86, width: 34 },
  quantity: { x: INNER.left + 120, width: 30 },
  unitValue: { x: INNER.left + 154, width: 50 },
  lineValue: { x: INNER.left + 206, width: INNER_WIDTH - 206 },
} as const satisfies Record<string, Omit<Band, 'y'>>;

const at = (column: keyof typeof COLUMNS, y: number): Band => ({ ...COLUMNS[column], y });

/** The title, the route and, flush right, the tracking number and which customs page this is. */
function drawHeader(
  doc: PDFKit.PDFDocument,
  label: LabelData,
  text: CustomsDeclarationText,
  page: number,
  pages: number,
): void {
  const top = FRAME_INSET;
  const band = { x: INNER.left, width: INNER_WIDTH };
  drawText(
    doc,
    'CUSTOMS DECLARATION',
    { ...band, y: top + 8 },
    { font: 'Helvetica-Bold', size: 12 },
  );
  drawText(doc, text.route, { ...band, y: top + 25 }, { font: 'Helvetica', size: 7 });
  drawText(
    doc,
    formatTrackingNumber(label.trackingNumber),
    { ...band, y: top + 9 },
    { font: 'Helvetica-Bold', size: 9 },
    { align: 'right' },
  );
  drawText(doc, `Customs page ${page} of ${pages}`, { ...band, y: top + 25 }, CAPTION, {
    align: 'right',
  });
  drawRuleAcross(doc, top + HEADER_HEIGHT);
}

/** The declaration's terms, two to a row, each captioned. */
function drawFacts(doc: PDFKit.PDFDocument, text: CustomsDeclarationText, top: number): number {
  const cellWidth = INNER_WIDTH / 2;
  text.facts.forEach(([caption, value], index) => {
    const x = INNER.left + (index % 2) * cellWidth;
    const y = top + 3 + Math.floor(index / 2) * FACT_HEIGHT;
    const band = { x, width: cellWidth - 6 };
    drawText(doc, caption, { ...band, y }, SMALL_CAPTION);
    drawText(
      doc,
      value,
      { ...band, y: y + 7 },
      { font: 'Helvetica-Bold', size: 7.5, minSize: 5.5 },
    );
  });
  drawRuleAcross(doc, top + FACTS_HEIGHT, HAIRLINE);
  return top + FACTS_HEIGHT;
}

function drawTableHeader(doc: PDFKit.PDFDocument, top: number): number {
  drawText(doc, '#', at('number', top + 3), SMALL_CAPTION);
  drawText(doc, 'DESCRIPTION OF CONTENTS', at('description', top + 3), SMALL_CAPTION);
  const y = top + 11;
  drawText(doc, 'HS CODE', at('hsCode', y), SMALL_CAPTION);
  drawText(doc, 'ORIGIN', at('origin', y), SMALL_CAPTION);
  drawText(doc, 'QTY', at('quantity', y), SMALL_CAPTION, { align: 'right' });
  drawText(doc, 'UNIT VALUE', at('unitValue', y), SMALL_CAPTION, { align: 'right' });
  drawText(doc, 'VALUE', at('lineValue', y), SMALL_CAPTION, { align: 'right' });
  drawRuleAcross(doc, top + TABLE_HEADER_HEIGHT, HAIRLINE);
  return top + TABLE_HEADER_HEIGHT;
}

/** One item in two lines: its number and description, then its HS code, origin and figures. */
function drawItem(doc: PDFKit.PDFDocument, item: CustomsItemLine, top: number): void {
  drawText(doc, item.number, at('number', top + 3), { ...FIGURE, font: 'Helvetica-Bold' });
  drawText(doc, item.description, at('description', top + 3), DESCRIPTION);
  const y = top + 11;
  drawText(doc, item.hsCode, at('hsCode', y), FIGURE);
  drawText(doc, item.origin, at('origin', y), FIGURE);
  drawText(doc, item.quantity, at('quantity', y), FIGURE, { align: 'right' });
  drawText(doc, item.unitValue, at('unitValue', y), FIGURE, { align: 'right' });
  drawText(doc, item.lineValue, at('lineValue', y), FIGURE, { align: 'right' });
}

/** The total, the sender's certification, and the signature line with the name and date under it. */
function drawFooter(doc: PDFKit.PDFDocument, text: CustomsDeclarationText, top: number): void {
  drawRuleAcross(doc, top, HAIRLINE);
  const band = { x: INNER.left, width: INNER_WIDTH };
  drawText(doc, 'TOTAL DECLARED VALUE', { ...band, y: top + 6 }, CAPTION);
  drawText(
    doc,
    text.total,
    { ...band, y: top + 4 },
    { font: 'Helvetica-Bold', size: 11 },
    {
      align: 'right',
    },
  );
  const certificationSize = 6;
  drawWrapped(
    doc,
    text.certification,
    { ...band, y: top + 22, height: 4 * certificationSize * LINE_SPACING },
    { font: 'Helvetica', size: certificationSize },
  );
  drawSignatureLines(doc, {
    lineY: top + 68,
    signature: { x: INNER.left, width: 170 },
    date: { x: INNER.left + 182, width: INNER_WIDTH - 182 },
    signatureCaption: `SENDER'S SIGNATURE: ${text.signer}`,
    dateCaption: 'DATE',
    dateText: text.date,
    captionStyle: { ...SMALL_CAPTION, minSize: 4.5 },
    dateStyle: { font: 'Helvetica', size: 8 },
  });
}

/**
 * The customs declaration on 4 x 6 in pages after the label: the terms on the first, the items
 * flowing over as many pages as they need, and the total and signature on the last.
 */
export function drawCustomsPages(
  doc: PDFKit.PDFDocument,
  label: LabelData,
  customs: CustomsDeclaration,
): void {
  const text = customsDeclarationText(label, customs);
  const pages = paginateRows(text.items, PAGE_ROWS);
  pages.forEach((items, index) => {
    addPage(doc, LABEL_SIZE);
    drawHeader(doc, label, text, index + 1, pages.length);
    let y = CONTENT_TOP;
    if (index === 0) y = drawFacts(doc, text, y);
    y = drawTableHeader(doc, y);
    items.forEach((item, row) => {
      if (row > 0) {
        doc
          .moveTo(INNER.left, y)
          .lineTo(INNER.right, y)
          .lineWidth(HAIRLINE / 2)
          .stroke('#999999');
        doc.strokeColor('black');
      }
      drawItem(doc, item, y);
      y += ROW_HEIGHT;
    });
    if (index === pages.length - 1) drawFooter(doc, text, y + 2);
    drawFrame(doc);
  });
}
