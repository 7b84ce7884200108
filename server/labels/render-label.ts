import { code128Symbol } from './code128-bars.ts';
import type { LabelData } from './label-data.ts';
import {
  BADGE_LEFT,
  CAPTION,
  drawFrame,
  drawRuleAcross,
  FRAME_INSET,
  GUTTER,
  HAIRLINE,
  INNER,
  LABEL_SIZE,
  LABEL_ZONES,
  PADDING,
} from './label-page.ts';
import {
  ADDRESS_PARTS,
  LABEL_CAPTIONS,
  labelText,
  type AddressBlock,
  type LabelText,
} from './label-text.ts';
import type { FallbackFont } from './fallback-font.ts';
import { drawText, drawWrapped, type Box, type TextStyle } from './pdf-text.ts';
import { addPage, renderPdf } from './pdf-document.ts';
import { drawCustomsPages } from './render-customs-pages.ts';

export { LABEL_SIZE } from './label-page.ts';

const CONTENT_LEFT = FRAME_INSET + GUTTER;
const CONTENT_WIDTH = INNER.right - CONTENT_LEFT;

// Four dots of a 203 dpi thermal printer: whole dots keep every bar its true width when printed.
const BARCODE_MODULE = (4 * 72) / 203;
// Code 128 asks for at least ten modules of white on each side.
const QUIET_ZONE_MODULES = 10;
const BARCODE_HEIGHT = 66;

/** Sizes of the lines of an address block, from name to phone; the city line carries the province and postal code. */
type AddressStyles = Record<
  'name' | 'company' | 'street' | 'city' | 'country' | 'phone',
  TextStyle
>;

const FROM_STYLES: AddressStyles = {
  name: { font: 'Helvetica-Bold', size: 8.5, minSize: 7 },
  company: { font: 'Helvetica', size: 8, minSize: 6.5 },
  street: { font: 'Helvetica', size: 8, minSize: 6.5 },
  city: { font: 'Helvetica', size: 8, minSize: 6.5 },
  country: { font: 'Helvetica', size: 8 },
  phone: { font: 'Helvetica', size: 8 },
};

// The zone has room for the name and street on two lines each: cut short, they could misroute the parcel.
const SHIP_TO_STYLES: AddressStyles = {
  name: { font: 'Helvetica-Bold', size: 16, minSize: 11, maxLines: 2 },
  company: { font: 'Helvetica', size: 11, minSize: 8 },
  street: { font: 'Helvetica-Bold', size: 14, minSize: 10, maxLines: 2 },
  city: { font: 'Helvetica-Bold', size: 16, minSize: 10 },
  country: { font: 'Helvetica-Bold', size: 13 },
  phone: { font: 'Helvetica', size: 9 },
};

/** A horizontal band of the label and what it shows; the remarks take what is left at the bottom. */
type Zone = { height: number; draw(doc: PDFKit.PDFDocument, text: LabelText, box: Box): void };

/** The brand on the left; the service, in white on black so a sorter sees it at a glance, on the right. */
function drawHeader(doc: PDFKit.PDFDocument, text: LabelText, box: Box): void {
  const brand = { x: INNER.left, width: BADGE_LEFT - INNER.left - PADDING };
  drawText(
    doc,
    text.brand,
    { ...brand, y: box.y + 9 },
    { font: 'Helvetica-Bold', size: 22, minSize: 16 },
  );
  drawText(doc, text.tagline, { ...brand, y: box.y + 32 }, { font: 'Helvetica', size: 7 });
  const badge = {
    x: BADGE_LEFT,
    y: box.y,
    width: LABEL_SIZE.width - FRAME_INSET - BADGE_LEFT,
    height: box.height,
  };
  doc.rect(badge.x, badge.y, badge.width, badge.height).fill('black').fillColor('white');
  const band = { x: badge.x + PADDING, width: badge.width - 2 * PADDING };
  drawText(doc, LABEL_CAPTIONS.service, { ...band, y: badge.y + 6 }, CAPTION);
  drawWrapped(
    doc,
    text.service,
    { ...band, y: badge.y + 15, height: 28 },
    { font: 'Helvetica-Bold', size: 11 },
  );
  doc.fillColor('black');
}

/** A caption such as 'SHIP TO' in the left gutter of a zone. */
function drawGutterCaption(
  doc: PDFKit.PDFDocument,
  caption: string,
  box: Box,
  style: TextStyle = CAPTION,
): void {
  drawText(doc, caption, { x: INNER.left, y: box.y + 7, width: GUTTER - PADDING - 2 }, style);
}

/** An address block, one line per part, skipping empty parts; the province and postal code are never cut short. */
function drawAddress(
  doc: PDFKit.PDFDocument,
  block: AddressBlock,
  top: number,
  styles: AddressStyles,
): void {
  let y = top;
  for (const part of ADDRESS_PARTS) {
    if (!block[part]) continue;
    const tail = part === 'city' ? block.regionAndCode : '';
    y += drawText(doc, block[part], { x: CONTENT_LEFT, y, width: CONTENT_WIDTH }, styles[part], {
      tail,
    });
  }
}

/** The sender, small: carriers read it only to return the parcel. */
function drawFrom(doc: PDFKit.PDFDocument, text: LabelText, box: Box): void {
  drawGutterCaption(doc, LABEL_CAPTIONS.from, box);
  drawAddress(doc, text.from, box.y + 6, FROM_STYLES);
}

/** The recipient, the largest text on the label. */
function drawShipTo(doc: PDFKit.PDFDocument, text: LabelText, box: Box): void {
  drawGutterCaption(doc, LABEL_CAPTIONS.shipTo, box, {
    font: 'Helvetica-Bold',
    size: 9,
    minSize: 6.5,
  });
  drawAddress(doc, text.shipTo, box.y + 8, SHIP_TO_STYLES);
}

/** Chargeable weight, ship date and service code in three captioned cells. */
function drawDetails(doc: PDFKit.PDFDocument, text: LabelText, box: Box): void {
  const cells = text.details;
  const cellWidth = (LABEL_SIZE.width - 2 * FRAME_INSET) / cells.length;
  cells.forEach(([caption, value], index) => {
    const left = FRAME_INSET + index * cellWidth;
    if (index > 0) {
      doc
        .moveTo(left, box.y)
        .lineTo(left, box.y + box.height)
        .lineWidth(HAIRLINE)
        .stroke();
    }
    const band = { x: left + PADDING, width: cellWidth - 2 * PADDING };
    drawText(doc, caption, { ...band, y: box.y + 6 }, CAPTION);
    drawText(
      doc,
      value,
      { ...band, y: box.y + 16 },
      { font: 'Helvetica-Bold', size: 12, minSize: 7 },
    );
  });
}

/** The tracking number as Code 128 bars drawn as vector rectangles, centred with quiet zones, and in words below. */
function drawBarcode(doc: PDFKit.PDFDocument, text: LabelText, box: Box): void {
  drawText(
    doc,
    LABEL_CAPTIONS.trackingNumber,
    { x: INNER.left, y: box.y + 6, width: 120 },
    CAPTION,
  );
  const symbol = code128Symbol(text.barcode);
  const symbolWidth = symbol.modules * BARCODE_MODULE;
  const maxWidth = INNER.right - INNER.left - 2 * QUIET_ZONE_MODULES * BARCODE_MODULE;
  if (symbolWidth > maxWidth) {
    throw new Error(`The barcode of '${text.barcode}' is too wide for the label`);
  }
  const left = (LABEL_SIZE.width - symbolWidth) / 2;
  const top = box.y + 17;
  for (const bar of symbol.bars) {
    doc.rect(left + bar.start * BARCODE_MODULE, top, bar.width * BARCODE_MODULE, BARCODE_HEIGHT);
  }
  doc.fill('black');
  drawText(
    doc,
    text.trackingNumber,
    { x: INNER.left, y: top + BARCODE_HEIGHT + 6, width: INNER.right - INNER.left },
    { font: 'Helvetica-Bold', size: 13 },
    { align: 'centre' },
  );
}

/** The package instruction, wrapped into the space left and cut short with an ellipsis. */
function drawRemarks(doc: PDFKit.PDFDocument, text: LabelText, box: Box): void {
  drawGutterCaption(doc, LABEL_CAPTIONS.remarks, box);
  drawWrapped(
    doc,
    text.remarks,
    { x: CONTENT_LEFT, y: box.y + 6, width: CONTENT_WIDTH, height: box.height - 8 },
    { font: 'Helvetica', size: 8 },
  );
}

const ZONES: readonly Zone[] = [
  { height: LABEL_ZONES.header, draw: drawHeader },
  { height: LABEL_ZONES.from, draw: drawFrom },
  { height: LABEL_ZONES.shipTo, draw: drawShipTo },
  { height: LABEL_ZONES.details, draw: drawDetails },
  { height: LABEL_ZONES.barcode, draw: drawBarcode },
];

/** Frame, zones from top to bottom with a thick rule under each, and the remarks in the space left. */
function drawLabel(doc: PDFKit.PDFDocument, label: LabelData): void {
  const text = labelText(label);
  const inner = LABEL_SIZE.width - 2 * FRAME_INSET;
  let y = FRAME_INSET;
  for (const zone of ZONES) {
    zone.draw(doc, text, { x: FRAME_INSET, y, width: inner, height: zone.height });
    y += zone.height;
    drawRuleAcross(doc, y);
  }
  drawRemarks(doc, text, {
    x: FRAME_INSET,
    y,
    width: inner,
    height: LABEL_SIZE.height - FRAME_INSET - y,
  });
  drawFrame(doc);
}

/**
 * A 4 x 6 in PDF shipping label, drawn with PDF's built-in Helvetica and vector bars; text
 * Helvetica cannot draw, such as a Chinese name, is drawn in fallbackFont when there is one.
 * A parcel that crosses the border has its customs declaration on the pages after the label,
 * so the first page, the one a scanner reads, is the same as a domestic label's.
 */
export function renderLabel(label: LabelData, fallbackFont: FallbackFont | null): Promise<Buffer> {
  return renderLabels([label], `Maplepost label ${label.trackingNumber}`, fallbackFont);
}

/**
 * Several labels in one PDF, in the order given, each followed by its customs pages as
 * renderLabel prints them: a whole batch goes to the printer in one go.
 */
export function renderLabels(
  labels: readonly LabelData[],
  title: string,
  fallbackFont: FallbackFont | null,
): Promise<Buffer> {
  return renderPdf({ size: LABEL_SIZE, title }, fallbackFont, (doc) => {
    labels.forEach((label, index) => {
      // renderPdf opens the first page; each further label starts its own.
      if (index > 0) addPage(doc, LABEL_SIZE);
      drawLabel(doc, label);
      if (label.customs) drawCustomsPages(doc, label, label.customs);
    });
  });
}
