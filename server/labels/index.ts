/** The labels room's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { type FallbackFont } from './fallback-font.ts';
export { drawText, embedFallbackFont, type TextStyle } from './pdf-text.ts';
export { findOwnedBatchLabels, findOwnedLabelData } from './find-label-data.ts';
export {
  batchLabelsFileName,
  labelFileName,
  NO_LABEL_MESSAGE,
  requireBatchLabels,
  sendBatchLabelsPdf,
  sendCommercialInvoicePdf,
  sendLabelPdf,
  sendLabelsZpl,
} from './routes.ts';
