import type { InvoicedDeclaration } from '#domain/customs/commercial-invoice.ts';
import {
  commercialInvoiceText,
  type CommercialInvoiceText,
  type InvoiceParty,
} from './commercial-invoice-text.ts';
import { paginateRows } from './customs-paper-text.ts';
import type { FallbackFont } from './fallback-font.ts';
import type { LabelData } from './label-data.ts';
import { addPage, renderPdf } from './pdf-document.ts';
import {
  drawSignatureLines,
  drawText,
  drawWrapped,
  LINE_SPACING,
  type Band,
  type TextStyle,
} from './pdf-text.ts';

/** US Letter at 72 pt per inch, as customs brokers on both sides print invoices. */
export const LETTER_SIZE = { width: 612, height: 792 } as const;
const MARGIN = 54;
const CONTENT_WIDTH = LETTER_SIZE.width - 2 * MARGIN;
const RIGHT = LETTER_SIZE.width - MARGIN;
const FOOTER_TOP = LETTER_SIZE.height - MARGIN + 12;
const HAIRLINE = 0.75;
const MUTED = '#555555';

const BODY: TextStyle = { font: 'Helvetica', size: 9, minSize: 7 };
const BOLD: TextStyle = { font: 'Helvetica-Bold', size: 9, minSize: 7 };
const CAPTION: TextStyle = { font: 'Helvetica-Bold', size: 7.5 };
const SMALL: TextStyle = { font: 'Helvetica', size: 8 };

// An item's description may take two lines; every row keeps their room so columns stay even.
const ROW_HEIGHT = 24;
const TABLE_HEADER_HEIGHT = 18;
const FOOTER_ROWS_WITHOUT_CUSMA = 6;
const CUSMA_ROWS = 3;

/** The item table's columns, left to right; quantities and amounts are set flush right. */
const COLUMNS = {
  number: { x: MARGIN, width: 18 },
  description: { x: MARGIN + 22, width: 188 },
  hsCode: { x: MARGIN + 214, width: 66 },
  origin: { x: MARGIN + 284, width: 38 },
  quantity: { x: MARGIN + 322, width: 36 },
  unitValue: { x: MARGIN + 362, width: 62 },
  lineValue: { x: MARGIN + 428, width: CONTENT_WIDTH - 428 },
} as const satisfies Record<string, Omit<Band, 'y'>>;

const at = (column: keyof typeof COLUMNS, y: number): Band => ({ ...COLUMNS[column], y });

function rule(doc: PDFKit.PDFDocument, y: number, width = HAIRLINE): void {
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(width).stroke();
}

/** Captioned values in a column, one under another; returns where the column ends. */
function drawFacts(
  doc: PDFKit.PDFDocument,
  facts: readonly [string, string][],
  { x, y, width }: Band,
  captionWidth: number,
): number {
  facts.forEach(([caption, value], index) => {
    const top = y + index * 13;
    // The caption in the value's size, so both sit on one baseline and read as one line.
    drawText(doc, caption, { x, y: top, width: captionWidth }, { ...SMALL, size: BOLD.size });
    drawText(doc, value, { x: x + captionWidth, y: top, width: width - captionWidth }, BOLD);
  });
  return y + facts.length * 13;
}

function drawParty(doc: PDFKit.PDFDocument, party: InvoiceParty, band: Band): number {
  drawText(doc, party.caption, band, CAPTION);
  let y = band.y + 12;
  party.lines.forEach((line, index) => {
    y += drawText(doc, line, { ...band, y }, index === 0 ? BOLD : BODY);
  });
  return y;
}

/** Title and the invoice's facts; then seller and buyer side by side, and the terms of sale. */
function drawHeading(doc: PDFKit.PDFDocument, text: CommercialInvoiceText): number {
  drawText(
    doc,
    'COMMERCIAL INVOICE',
    { x: MARGIN, y: MARGIN, width: 280 },
    { font: 'Helvetica-Bold', size: 20 },
  );
  // Under the title, not beside it: a reader (pdftotext, a screen reader) then takes each fact
  // and its value as one line.
  const factsEnd = drawFacts(doc, text.facts, { x: MARGIN, y: MARGIN + 32, width: 300 }, 90);
  let y = factsEnd + 14;
  rule(doc, y - 6);
  const half = (CONTENT_WIDTH - 20) / 2;
  const partiesEnd = Math.max(
    drawParty(doc, text.seller, { x: MARGIN, y, width: half }),
    drawParty(doc, text.buyer, { x: MARGIN + half + 20, y, width: half }),
  );
  y = partiesEnd + 10;
  rule(doc, y - 4);
  y = drawFacts(doc, text.terms, { x: MARGIN, y: y + 2, width: CONTENT_WIDTH }, 120);
  return y + 14;
}

function drawTableHeader(doc: PDFKit.PDFDocument, y: number): number {
  drawText(doc, '#', at('number', y), CAPTION);
  drawText(doc, 'DESCRIPTION', at('description', y), CAPTION);
  drawText(doc, 'HS CODE', at('hsCode', y), CAPTION);
  drawText(doc, 'ORIGIN', at('origin', y), CAPTION);
  drawText(doc, 'QTY', at('quantity', y), CAPTION, { align: 'right' });
  drawText(doc, 'UNIT VALUE', at('unitValue', y), CAPTION, { align: 'right' });
  drawText(doc, 'TOTAL', at('lineValue', y), CAPTION, { align: 'right' });
  rule(doc, y + 11, 1.25);
  return y + TABLE_HEADER_HEIGHT;
}

function drawItems(doc: PDFKit.PDFDocument, items: CommercialInvoiceText['items'], top: number) {
  let y = top;
  for (const item of items) {
    const line = y + 4;
    drawText(doc, item.number, at('number', line), BOLD);
    drawText(doc, item.description, at('description', line), { ...BODY, maxLines: 2 });
    drawText(doc, item.hsCode, at('hsCode', line), BODY);
    drawText(doc, item.origin, at('origin', line), BODY);
    drawText(doc, item.quantity, at('quantity', line), BODY, { align: 'right' });
    drawText(doc, item.unitValue, at('unitValue', line), BODY, { align: 'right' });
    drawText(doc, item.lineValue, at('lineValue', line), BODY, { align: 'right' });
    y += ROW_HEIGHT;
    rule(doc, y - 2, 0.4);
  }
  return y;
}

/** Totals, the CUSMA certification when declared, and the seller's declaration and signature. */
function drawClosing(doc: PDFKit.PDFDocument, text: CommercialInvoiceText, top: number): void {
  let y = top + 4;
  const totalsBand = { x: COLUMNS.origin.x, width: RIGHT - COLUMNS.origin.x };
  text.totals.forEach(([caption, value], index) => {
    const style = index === text.totals.length - 1 ? { ...BOLD, size: 11 } : BOLD;
    drawText(doc, caption, { ...totalsBand, y }, style);
    drawText(doc, value, { ...totalsBand, y }, style, { align: 'right' });
    y += 16;
  });
  y += 8;
  if (text.cusmaCertification) {
    drawText(
      doc,
      'CUSMA / USMCA / T-MEC CERTIFICATION OF ORIGIN',
      { x: MARGIN, y, width: CONTENT_WIDTH },
      CAPTION,
    );
    const height = 4 * SMALL.size * LINE_SPACING;
    drawWrapped(
      doc,
      text.cusmaCertification,
      { x: MARGIN, y: y + 11, width: CONTENT_WIDTH, height },
      SMALL,
    );
    y += 11 + height + 6;
  }
  drawWrapped(
    doc,
    text.declaration,
    { x: MARGIN, y, width: CONTENT_WIDTH, height: 2 * SMALL.size * LINE_SPACING },
    SMALL,
  );
  drawSignatureLines(doc, {
    lineY: y + 54,
    signature: { x: MARGIN, width: 300 },
    date: { x: MARGIN + 330, width: CONTENT_WIDTH - 330 },
    signatureCaption: `Signature of the seller: ${text.signer}`,
    dateCaption: 'Date',
    dateText: text.date,
    captionStyle: SMALL,
    dateStyle: BODY,
  });
}

function drawPageFooter(
  doc: PDFKit.PDFDocument,
  text: CommercialInvoiceText,
  page: number,
  pages: number,
): void {
  doc.fillColor(MUTED);
  const band = { x: MARGIN, y: FOOTER_TOP, width: CONTENT_WIDTH };
  drawText(doc, `Commercial invoice ${text.invoiceNumber}`, band, SMALL);
  drawText(doc, `Page ${page} of ${pages}`, band, SMALL, { align: 'right' });
  doc.fillColor('black');
}

/**
 * The commercial invoice of a cross-border parcel of merchandise or samples, on Letter pages:
 * the heading on the first, the items continued over as many pages as they need with the column
 * heads repeated, and the totals, certifications and signature after the last item.
 */
export function renderCommercialInvoice(
  label: LabelData,
  customs: InvoicedDeclaration,
  fallbackFont: FallbackFont | null,
): Promise<Buffer> {
  const text = commercialInvoiceText(label, customs);
  return renderPdf(
    { size: LETTER_SIZE, title: `Commercial invoice ${text.invoiceNumber}` },
    fallbackFont,
    (doc) => {
      const tableTop = drawHeading(doc, text);
      const rowsUnder = (top: number) =>
        Math.floor((FOOTER_TOP - 12 - top - TABLE_HEADER_HEIGHT) / ROW_HEIGHT);
      const pages = paginateRows(text.items, {
        first: rowsUnder(tableTop),
        later: rowsUnder(MARGIN),
        footer: FOOTER_ROWS_WITHOUT_CUSMA + (text.cusmaCertification ? CUSMA_ROWS : 0),
      });
      pages.forEach((items, index) => {
        if (index > 0) addPage(doc, LETTER_SIZE);
        const rowsEnd = drawItems(doc, items, drawTableHeader(doc, index ? MARGIN : tableTop));
        if (index === pages.length - 1) drawClosing(doc, text, rowsEnd);
        drawPageFooter(doc, text, index + 1, pages.length);
      });
    },
  );
}
