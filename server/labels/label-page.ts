import type { TextStyle } from './pdf-text.ts';

/** 4 x 6 in at 72 pt per inch: every page of a label, the customs pages included. */
export const LABEL_SIZE = { width: 288, height: 432 } as const;

/** The thick frame sits this far inside the page's edge, and text this far inside the frame. */
export const FRAME_INSET = 6;
export const PADDING = 6;
export const ZONE_RULE = 2.5;
export const HAIRLINE = 0.75;
/** The frame's inside, from left to right, less the padding. */
export const INNER = {
  left: FRAME_INSET + PADDING,
  right: LABEL_SIZE.width - FRAME_INSET - PADDING,
} as const;

/**
 * The label's horizontal bands from top to bottom, in points; the remarks take what is left at
 * the bottom. The PDF and the ZPL label share them, so both print the same zones.
 */
export const LABEL_ZONES = {
  header: 46,
  from: 72,
  shipTo: 124,
  details: 36,
  barcode: 106,
} as const;

/** The ship-to and from blocks start this far right of the frame, past their gutter caption. */
export const GUTTER = 46;

/** The service badge fills the header's right side from here. */
export const BADGE_LEFT = 150;

/** The small bold captions over each value ('SHIP TO', 'CONTENTS'). */
export const CAPTION: TextStyle = { font: 'Helvetica-Bold', size: 6.5 };

/** The thick frame around a label page. */
export function drawFrame(doc: PDFKit.PDFDocument): void {
  doc
    .rect(
      FRAME_INSET,
      FRAME_INSET,
      LABEL_SIZE.width - 2 * FRAME_INSET,
      LABEL_SIZE.height - 2 * FRAME_INSET,
    )
    .lineWidth(ZONE_RULE)
    .stroke();
}

/** A rule across the frame at y, thick between zones or a hairline between rows. */
export function drawRuleAcross(doc: PDFKit.PDFDocument, y: number, width = ZONE_RULE): void {
  doc
    .moveTo(FRAME_INSET, y)
    .lineTo(LABEL_SIZE.width - FRAME_INSET, y)
    .lineWidth(width)
    .stroke();
}
