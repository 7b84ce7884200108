import PDFDocument from 'pdfkit';
import { formatBillingMonth } from '#domain/account/billing-months.ts';
import type { Invoice, InvoiceLine } from '#domain/account/schemas.ts';
import { formatCents } from '#domain/common/money.ts';
import { cityLine, ContactDetails } from '#domain/site/contact-details.ts';
import { formatTrackingNumber } from '#domain/tracking/tracking-number.ts';
import {
  drawText,
  embedFallbackFont,
  type FallbackFont,
  type TextStyle,
} from '../../labels/index.ts';

/** US Letter, the paper Canadian offices print on, at 72 pt per inch. */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const ROW_HEIGHT = 18;
const FOOTER_TOP = PAGE.height - MARGIN - 24;
const HAIRLINE = 0.75;
const MUTED = '#555555';

const BODY: TextStyle = { font: 'Helvetica', size: 10, minSize: 7 };
const BOLD: TextStyle = { font: 'Helvetica-Bold', size: 10, minSize: 7 };
const SMALL: TextStyle = { font: 'Helvetica', size: 8.5, minSize: 7 };

/** The table's columns, left to right; the amount is right-aligned in its own. */
const COLUMNS = {
  date: { x: MARGIN, width: 80 },
  trackingNumber: { x: MARGIN + 86, width: 150 },
  service: { x: MARGIN + 242, width: 170 },
  amount: { x: MARGIN + 418, width: CONTENT_WIDTH - 418 },
} as const;

/** Text ending at the right edge of a band, as amounts are set in an invoice. */
function drawRight(
  doc: PDFKit.PDFDocument,
  text: string,
  right: number,
  y: number,
  style: TextStyle,
) {
  doc.font(style.font).fontSize(style.size);
  const width = doc.widthOfString(text);
  doc.text(text, right - width, y, { lineBreak: false });
}

function rule(doc: PDFKit.PDFDocument, y: number, width = HAIRLINE): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE.width - MARGIN, y)
    .lineWidth(width)
    .stroke();
}

/** The brand and who we are, as on the labels and in the site footer. */
function drawLetterhead(doc: PDFKit.PDFDocument): number {
  drawText(
    doc,
    'MAPLEPOST',
    { x: MARGIN, y: MARGIN, width: 250 },
    { font: 'Helvetica-Bold', size: 24 },
  );
  drawText(doc, 'Parcel shipping, Canada & USA', { x: MARGIN, y: MARGIN + 28, width: 250 }, SMALL);
  const [vancouver] = ContactDetails.warehouses;
  const company = [
    ContactDetails.legalName,
    vancouver.street,
    cityLine(vancouver),
    `Phone ${ContactDetails.phone.display}`,
    ContactDetails.supportEmail,
  ];
  const right = PAGE.width - MARGIN;
  company.forEach((line, index) =>
    drawRight(doc, line, right, MARGIN + index * 12, index ? SMALL : BOLD),
  );
  return MARGIN + company.length * 12 + 18;
}

/** Title, invoice number, month and the account billed. */
function drawInvoiceHeading(doc: PDFKit.PDFDocument, invoice: Invoice, top: number): number {
  drawText(doc, 'INVOICE', { x: MARGIN, y: top, width: 250 }, { font: 'Helvetica-Bold', size: 18 });
  const facts: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Billing month', formatBillingMonth(invoice.month)],
    ['Shipments', String(invoice.shipments)],
  ];
  facts.forEach(([caption, value], index) => {
    const y = top + 28 + index * 14;
    drawText(doc, caption, { x: MARGIN, y, width: 100 }, SMALL);
    drawText(doc, value, { x: MARGIN + 100, y, width: 160 }, BOLD);
  });
  const billedTo = { x: MARGIN + 300, width: CONTENT_WIDTH - 300 };
  drawText(doc, 'BILLED TO', { ...billedTo, y: top + 28 }, { font: 'Helvetica-Bold', size: 8 });
  drawText(doc, invoice.billedTo.name, { ...billedTo, y: top + 40 }, BOLD);
  drawText(doc, invoice.billedTo.email, { ...billedTo, y: top + 54 }, SMALL);
  return top + 28 + facts.length * 14 + 18;
}

function drawTableHeader(doc: PDFKit.PDFDocument, y: number): number {
  const style: TextStyle = { font: 'Helvetica-Bold', size: 9 };
  drawText(doc, 'Date', { ...COLUMNS.date, y }, style);
  drawText(doc, 'Tracking number', { ...COLUMNS.trackingNumber, y }, style);
  drawText(doc, 'Service', { ...COLUMNS.service, y }, style);
  drawRight(doc, 'Amount', PAGE.width - MARGIN, y, style);
  rule(doc, y + 13);
  return y + 18;
}

function drawLine(doc: PDFKit.PDFDocument, line: InvoiceLine, y: number): void {
  drawText(doc, line.date, { ...COLUMNS.date, y }, BODY);
  drawText(doc, formatTrackingNumber(line.trackingNumber), { ...COLUMNS.trackingNumber, y }, BODY);
  drawText(doc, line.service, { ...COLUMNS.service, y }, BODY);
  drawRight(doc, formatCents(line.amountCents), PAGE.width - MARGIN, y, BODY);
}

function drawFooter(doc: PDFKit.PDFDocument, page: number, pages: number): void {
  doc.fillColor(MUTED);
  rule(doc, FOOTER_TOP - 6);
  drawText(
    doc,
    `Questions about this invoice? ${ContactDetails.supportEmail} or ${ContactDetails.phone.display}. All amounts in Canadian dollars.`,
    { x: MARGIN, y: FOOTER_TOP, width: CONTENT_WIDTH - 70 },
    SMALL,
  );
  drawRight(doc, `Page ${page} of ${pages}`, PAGE.width - MARGIN, FOOTER_TOP, SMALL);
  doc.fillColor('black');
}

/** How many lines fit on the first page (below the heading) and on each later one. */
function paginate(lines: readonly InvoiceLine[], firstTop: number): InvoiceLine[][] {
  // The table header, and room for the total under the last line.
  const rowsFrom = (top: number) => Math.floor((FOOTER_TOP - 60 - (top + 18)) / ROW_HEIGHT);
  const pages: InvoiceLine[][] = [lines.slice(0, rowsFrom(firstTop))];
  const later = rowsFrom(MARGIN);
  for (let start = pages[0]!.length; start < lines.length; start += later) {
    pages.push(lines.slice(start, start + later));
  }
  return pages;
}

/**
 * A monthly invoice as a Letter-size PDF: the letterhead, the account billed, one row per
 * shipment (continued over pages with the column heads repeated), the total, and on every page
 * how to reach us and the page number. Chinese in a name is drawn in fallbackFont, as on labels.
 */
export function renderInvoice(
  invoice: Invoice,
  fallbackFont: FallbackFont | null,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: [PAGE.width, PAGE.height],
      margin: 0,
      info: { Title: `Maplepost invoice ${invoice.invoiceNumber}`, Author: 'Maplepost' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (fallbackFont) embedFallbackFont(doc, fallbackFont);

    const headingTop = drawLetterhead(doc);
    const tableTop = drawInvoiceHeading(doc, invoice, headingTop);
    const pages = paginate(invoice.lines, tableTop);
    let y = tableTop;
    pages.forEach((pageLines, index) => {
      if (index > 0) {
        doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
        y = MARGIN;
      }
      y = drawTableHeader(doc, y);
      for (const line of pageLines) {
        drawLine(doc, line, y);
        y += ROW_HEIGHT;
      }
      drawFooter(doc, index + 1, pages.length);
    });
    rule(doc, y - 4, 1.5);
    drawText(
      doc,
      'Total due',
      { x: COLUMNS.service.x, y: y + 4, width: 150 },
      { font: 'Helvetica-Bold', size: 12 },
    );
    drawRight(doc, formatCents(invoice.totalCents), PAGE.width - MARGIN, y + 4, {
      font: 'Helvetica-Bold',
      size: 12,
    });
    doc.end();
  });
}
