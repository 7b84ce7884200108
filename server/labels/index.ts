/** The labels room's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { type FallbackFont } from './fallback-font.ts';
export { drawText, embedFallbackFont, type TextStyle } from './pdf-text.ts';
export { findOwnedLabelData } from './find-label-data.ts';
export { NO_LABEL_MESSAGE, sendCommercialInvoicePdf, sendLabelPdf } from './routes.ts';
