import type { CustomsDeclaration } from '#domain/customs/customs-declaration.ts';
import { code128Symbol } from './code128-bars.ts';
import {
  customsDeclarationText,
  paginateRows,
  type CustomsDeclarationText,
  type CustomsItemLine,
} from './customs-paper-text.ts';
import type { LabelData } from './label-data.ts';
import {
  BADGE_LEFT,
  FRAME_INSET,
  GUTTER,
  HAIRLINE,
  INNER,
  LABEL_SIZE,
  LABEL_ZONES,
  PADDING,
  ZONE_RULE,
} from './label-page.ts';
import { ADDRESS_PARTS, LABEL_CAPTIONS, labelText, type AddressBlock } from './label-text.ts';
import { LINE_SPACING, type Band } from './pdf-text.ts';
import {
  COLUMNS,
  CONTENT_TOP,
  FACT_HEIGHT,
  FACTS_HEIGHT,
  HEADER_HEIGHT,
  PAGE_ROWS,
  ROW_HEIGHT,
  TABLE_HEADER_HEIGHT,
} from './render-customs-pages.ts';

/**
 * ZPL II for 4 x 6 in thermal printers at 203 dpi (Zebra and the printers that speak its
 * language). The layout is the PDF label's, zone for zone, converted from points to dots, and
 * every word comes from the same text model (label-text.ts), so both print the same label.
 */

/** 203 dots to the inch, 72 points to the inch: the PDF's geometry in the printer's dots. */
const DOTS_PER_POINT = 203 / 72;
const dots = (points: number) => Math.round(points * DOTS_PER_POINT);

/** 4 x 6 in in dots: 812 x 1218. */
export const ZPL_LABEL_DOTS = { width: dots(LABEL_SIZE.width), height: dots(LABEL_SIZE.height) };

// The printer's own scalable font 0 has no metrics here, so text is measured by an estimate on
// the safe side: its widest ordinary letters are about 0.6 of its height.
const CHARACTER_WIDTH = 0.6;

// The PDF's barcode module is four dots already; a thermal printer prints exactly that.
const BARCODE_MODULE_DOTS = 4;
const BARCODE_HEIGHT = 66;

/** A size in points as the PDF gives it, shrinking to minSize and wrapping to maxLines as there. */
type ZplTextStyle = { size: number; minSize?: number; maxLines?: number };
type ZplAlign = 'left' | 'centre' | 'right';
const JUSTIFY: Record<ZplAlign, string> = { left: 'L', centre: 'C', right: 'R' };

/**
 * ^FD data behind ^FH: '^' and '~' would start a command inside the text and '\' is the escape
 * itself, so all three are written as hex (\5E, \7E, \5C).
 */
function fieldData(text: string): string {
  const escaped = text.replace(
    /[\\^~]/g,
    (character) => `\\${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `^FH\\^FD${escaped}^FS`;
}

const charactersIn = (text: string) => [...text].length;

/** Cuts text to at most `room` characters, marking the cut with an ellipsis. */
function cutTo(text: string, room: number): string {
  const characters = [...text];
  return characters.length <= room
    ? text
    : `${characters.slice(0, Math.max(0, room - 1)).join('')}…`;
}

/**
 * One text field in a band: shrunk, wrapped and cut short as the PDF's drawText does, by the
 * estimated width; `tail` (a city's province and postal code) is never cut. Answers the ZPL
 * and the height it takes, in points.
 */
function textField(
  text: string,
  { x, y, width }: Band,
  style: ZplTextStyle,
  {
    align = 'left',
    tail = '',
    reverse = false,
  }: { align?: ZplAlign; tail?: string; reverse?: boolean } = {},
): { zpl: string; height: number } {
  // Customers type line breaks and double spaces into names and streets; one line needs neither.
  const head = text.replace(/\s+/g, ' ').trim();
  const widthDots = dots(width);
  const length = charactersIn(head + tail);
  const fitting = Math.floor(widthDots / (length * CHARACTER_WIDTH));
  const height = Math.max(dots(style.minSize ?? style.size), Math.min(dots(style.size), fitting));
  const perLine = Math.floor(widthDots / (height * CHARACTER_WIDTH));
  const lines = Math.min(style.maxLines ?? 1, Math.max(1, Math.ceil(length / perLine)));
  const line = cutTo(head, perLine * lines - charactersIn(tail)) + tail;
  const zpl = [
    `^FO${dots(x)},${dots(y)}`,
    `^A0N,${height},${height}`,
    `^FB${widthDots},${lines},0,${JUSTIFY[align]}`,
    // Field reverse: white on the black badge.
    reverse ? '^FR' : '',
    fieldData(line),
  ].join('');
  return { zpl, height: (lines * height * LINE_SPACING) / DOTS_PER_POINT };
}

/** A filled or outlined box; a rule is a box as thick as it is high. */
const box = (x: number, y: number, width: number, height: number, thickness: number) =>
  `^FO${dots(x)},${dots(y)}^GB${dots(width)},${dots(height)},${Math.max(1, dots(thickness))}^FS`;

const ruleAcross = (y: number, width = ZONE_RULE) =>
  box(FRAME_INSET, y, LABEL_SIZE.width - 2 * FRAME_INSET, width, width);

const CAPTION: ZplTextStyle = { size: 6.5 };
const CONTENT_LEFT = FRAME_INSET + GUTTER;
const CONTENT_WIDTH = INNER.right - CONTENT_LEFT;
const INNER_WIDTH = LABEL_SIZE.width - 2 * FRAME_INSET;

type AddressStyles = Record<(typeof ADDRESS_PARTS)[number], ZplTextStyle>;
const FROM_STYLES: AddressStyles = {
  name: { size: 8.5, minSize: 7 },
  company: { size: 8, minSize: 6.5 },
  street: { size: 8, minSize: 6.5 },
  city: { size: 8, minSize: 6.5 },
  country: { size: 8 },
  phone: { size: 8 },
};
const SHIP_TO_STYLES: AddressStyles = {
  name: { size: 16, minSize: 11, maxLines: 2 },
  company: { size: 11, minSize: 8 },
  street: { size: 14, minSize: 10, maxLines: 2 },
  city: { size: 16, minSize: 10 },
  country: { size: 13 },
  phone: { size: 9 },
};

function addressFields(block: AddressBlock, top: number, styles: AddressStyles): string[] {
  const fields: string[] = [];
  let y = top;
  for (const part of ADDRESS_PARTS) {
    if (!block[part]) continue;
    const tail = part === 'city' ? block.regionAndCode : '';
    const field = textField(
      block[part],
      { x: CONTENT_LEFT, y, width: CONTENT_WIDTH },
      styles[part],
      {
        tail,
      },
    );
    fields.push(field.zpl);
    y += field.height;
  }
  return fields;
}

const gutterCaption = (caption: string, top: number) =>
  textField(caption, { x: INNER.left, y: top + 7, width: GUTTER - PADDING - 2 }, CAPTION).zpl;

/** A page of the label's size: one ^XA...^XZ format, its fields in UTF-8 and its frame around them. */
function page(fields: string[]): string {
  return [
    '^XA',
    // UTF-8 in ^FD (^CI28): names such as 'Marc-André' and 'Zoë' print as typed, which the
    // printer's default code page (850) would garble.
    '^CI28',
    `^PW${ZPL_LABEL_DOTS.width}`,
    `^LL${ZPL_LABEL_DOTS.height}`,
    '^LH0,0',
    ...fields,
    box(FRAME_INSET, FRAME_INSET, INNER_WIDTH, LABEL_SIZE.height - 2 * FRAME_INSET, ZONE_RULE),
    '^XZ',
  ].join('\n');
}

/** One label, ^XA to ^XZ: the PDF's zones from top to bottom, a rule under each, the remarks below. */
function labelZpl(label: LabelData): string {
  const text = labelText(label);
  const fields: string[] = [];
  let y = FRAME_INSET;

  // Header: the brand on the left; the service in white on black on the right.
  const brand = { x: INNER.left, width: BADGE_LEFT - INNER.left - PADDING };
  fields.push(textField(text.brand, { ...brand, y: y + 9 }, { size: 22, minSize: 16 }).zpl);
  fields.push(textField(text.tagline, { ...brand, y: y + 32 }, { size: 7 }).zpl);
  const badgeWidth = LABEL_SIZE.width - FRAME_INSET - BADGE_LEFT;
  fields.push(box(BADGE_LEFT, y, badgeWidth, LABEL_ZONES.header, LABEL_ZONES.header));
  const badgeText = { x: BADGE_LEFT + PADDING, width: badgeWidth - 2 * PADDING };
  fields.push(
    textField(LABEL_CAPTIONS.service, { ...badgeText, y: y + 6 }, CAPTION, { reverse: true }).zpl,
    textField(
      text.service,
      { ...badgeText, y: y + 15 },
      { size: 11, maxLines: 2 },
      { reverse: true },
    ).zpl,
  );
  y += LABEL_ZONES.header;
  fields.push(ruleAcross(y));

  fields.push(
    gutterCaption(LABEL_CAPTIONS.from, y),
    ...addressFields(text.from, y + 6, FROM_STYLES),
  );
  y += LABEL_ZONES.from;
  fields.push(ruleAcross(y));

  fields.push(
    gutterCaption(LABEL_CAPTIONS.shipTo, y),
    ...addressFields(text.shipTo, y + 8, SHIP_TO_STYLES),
  );
  y += LABEL_ZONES.shipTo;
  fields.push(ruleAcross(y));

  const cellWidth = INNER_WIDTH / text.details.length;
  text.details.forEach(([caption, value], index) => {
    const left = FRAME_INSET + index * cellWidth;
    if (index > 0) fields.push(box(left, y, HAIRLINE, LABEL_ZONES.details, HAIRLINE));
    const band = { x: left + PADDING, width: cellWidth - 2 * PADDING };
    fields.push(
      textField(caption, { ...band, y: y + 6 }, CAPTION).zpl,
      textField(value, { ...band, y: y + 16 }, { size: 12, minSize: 7 }).zpl,
    );
  });
  y += LABEL_ZONES.details;
  fields.push(ruleAcross(y));

  // Code 128 with the printer's automatic subsets (^BC mode A), which pack digit runs as
  // bwip-js does for the PDF: the symbol is as wide, so it is centred the same way.
  fields.push(
    textField(LABEL_CAPTIONS.trackingNumber, { x: INNER.left, y: y + 6, width: 120 }, CAPTION).zpl,
  );
  const symbolDots = code128Symbol(text.barcode).modules * BARCODE_MODULE_DOTS;
  const barcodeTop = y + 17;
  fields.push(
    `^FO${Math.round((ZPL_LABEL_DOTS.width - symbolDots) / 2)},${dots(barcodeTop)}` +
      `^BY${BARCODE_MODULE_DOTS}^BCN,${dots(BARCODE_HEIGHT)},N,N,N,A${fieldData(text.barcode)}`,
    textField(
      text.trackingNumber,
      { x: INNER.left, y: barcodeTop + BARCODE_HEIGHT + 6, width: INNER.right - INNER.left },
      { size: 13 },
      { align: 'centre' },
    ).zpl,
  );
  y += LABEL_ZONES.barcode;
  fields.push(ruleAcross(y));

  const remarksSize = 8;
  const remarksHeight = LABEL_SIZE.height - FRAME_INSET - y - 8;
  fields.push(
    gutterCaption(LABEL_CAPTIONS.remarks, y),
    textField(
      text.remarks,
      { x: CONTENT_LEFT, y: y + 6, width: CONTENT_WIDTH },
      {
        size: remarksSize,
        maxLines: Math.floor(remarksHeight / (remarksSize * LINE_SPACING)),
      },
    ).zpl,
  );
  return page(fields);
}

const SMALL_CAPTION: ZplTextStyle = { size: 5.5 };
const FIGURE: ZplTextStyle = { size: 7, minSize: 5.5 };
const CUSTOMS_WIDTH = INNER.right - INNER.left;
const at = (column: keyof typeof COLUMNS, y: number): Band => ({ ...COLUMNS[column], y });
const flushRight = { align: 'right' } as const;

/** The title, the route and, flush right, the tracking number and which customs page this is. */
function customsHeader(
  label: LabelData,
  text: CustomsDeclarationText,
  number: number,
  pages: number,
) {
  const band = { x: INNER.left, width: CUSTOMS_WIDTH };
  const top = FRAME_INSET;
  return [
    textField('CUSTOMS DECLARATION', { ...band, y: top + 8 }, { size: 12 }).zpl,
    textField(text.route, { ...band, y: top + 25 }, { size: 7 }).zpl,
    textField(labelText(label).trackingNumber, { ...band, y: top + 9 }, { size: 9 }, flushRight)
      .zpl,
    textField(`Customs page ${number} of ${pages}`, { ...band, y: top + 25 }, CAPTION, flushRight)
      .zpl,
    ruleAcross(top + HEADER_HEIGHT),
  ];
}

/** The declaration's terms, two to a row, each captioned. */
function customsFacts(text: CustomsDeclarationText, top: number): string[] {
  const cellWidth = CUSTOMS_WIDTH / 2;
  return [
    ...text.facts.flatMap(([caption, value], index) => {
      const band = { x: INNER.left + (index % 2) * cellWidth, width: cellWidth - 6 };
      const y = top + 3 + Math.floor(index / 2) * FACT_HEIGHT;
      return [
        textField(caption, { ...band, y }, SMALL_CAPTION).zpl,
        textField(value, { ...band, y: y + 7 }, { size: 7.5, minSize: 5.5 }).zpl,
      ];
    }),
    ruleAcross(top + FACTS_HEIGHT, HAIRLINE),
  ];
}

function customsTableHeader(top: number): string[] {
  const y = top + 11;
  return [
    textField('#', at('number', top + 3), SMALL_CAPTION).zpl,
    textField('DESCRIPTION OF CONTENTS', at('description', top + 3), SMALL_CAPTION).zpl,
    textField('HS CODE', at('hsCode', y), SMALL_CAPTION).zpl,
    textField('ORIGIN', at('origin', y), SMALL_CAPTION).zpl,
    textField('QTY', at('quantity', y), SMALL_CAPTION, flushRight).zpl,
    textField('UNIT VALUE', at('unitValue', y), SMALL_CAPTION, flushRight).zpl,
    textField('VALUE', at('lineValue', y), SMALL_CAPTION, flushRight).zpl,
    ruleAcross(top + TABLE_HEADER_HEIGHT, HAIRLINE),
  ];
}

/** One item in two lines: its number and description, then its HS code, origin and figures. */
function customsItem(item: CustomsItemLine, top: number): string[] {
  const y = top + 11;
  return [
    textField(item.number, at('number', top + 3), FIGURE).zpl,
    textField(item.description, at('description', top + 3), { size: 7.5, minSize: 5.5 }).zpl,
    textField(item.hsCode, at('hsCode', y), FIGURE).zpl,
    textField(item.origin, at('origin', y), FIGURE).zpl,
    textField(item.quantity, at('quantity', y), FIGURE, flushRight).zpl,
    textField(item.unitValue, at('unitValue', y), FIGURE, flushRight).zpl,
    textField(item.lineValue, at('lineValue', y), FIGURE, flushRight).zpl,
  ];
}

/** The total, the sender's certification, and the signature and date lines with their captions. */
function customsFooter(text: CustomsDeclarationText, top: number): string[] {
  const band = { x: INNER.left, width: CUSTOMS_WIDTH };
  const lineY = top + 68;
  const signature = { x: INNER.left, width: 170 };
  const date = { x: INNER.left + 182, width: CUSTOMS_WIDTH - 182 };
  const rule = ({ x, width }: Omit<Band, 'y'>) => box(x, lineY, width, HAIRLINE, HAIRLINE);
  const captionStyle = { ...SMALL_CAPTION, minSize: 4.5 };
  return [
    ruleAcross(top, HAIRLINE),
    textField('TOTAL DECLARED VALUE', { ...band, y: top + 6 }, CAPTION).zpl,
    textField(text.total, { ...band, y: top + 4 }, { size: 11 }, flushRight).zpl,
    textField(text.certification, { ...band, y: top + 22 }, { size: 6, maxLines: 4 }).zpl,
    rule(signature),
    rule(date),
    textField(text.date, { ...date, y: lineY - 8 * LINE_SPACING - 2 }, { size: 8 }).zpl,
    textField(`SENDER'S SIGNATURE: ${text.signer}`, { ...signature, y: lineY + 3 }, captionStyle)
      .zpl,
    textField('DATE', { ...date, y: lineY + 3 }, captionStyle).zpl,
  ];
}

/** The customs declaration on pages after the label, paginated as the PDF paginates it. */
function customsPagesZpl(label: LabelData, customs: CustomsDeclaration): string[] {
  const text = customsDeclarationText(label, customs);
  const pages = paginateRows(text.items, PAGE_ROWS);
  return pages.map((items, index) => {
    const fields = customsHeader(label, text, index + 1, pages.length);
    let y = CONTENT_TOP;
    if (index === 0) {
      fields.push(...customsFacts(text, y));
      y += FACTS_HEIGHT;
    }
    fields.push(...customsTableHeader(y));
    y += TABLE_HEADER_HEIGHT;
    for (const item of items) {
      fields.push(...customsItem(item, y));
      y += ROW_HEIGHT;
    }
    if (index === pages.length - 1) fields.push(...customsFooter(text, y + 2));
    return page(fields);
  });
}

/**
 * The labels as one ZPL II stream, in the order given: one ^XA...^XZ format a label, and a
 * cross-border label's customs pages right after it, as the PDF prints them.
 */
export function renderLabelsZpl(labels: readonly LabelData[]): string {
  const formats = labels.flatMap((label) => [
    labelZpl(label),
    ...(label.customs ? customsPagesZpl(label, label.customs) : []),
  ]);
  return `${formats.join('\n')}\n`;
}
