/** The labels feature's front door: what the shell and other features use of it (docs/ARCHITECTURE.md). */
export { type LabelTab, openLabelTab } from './label-tab.ts';
export { labelsApi } from './labels-api.ts';
export { usePrintLabel } from './use-print-label.ts';
export { PrintBatchLabels } from './print-batch-labels.tsx';
export { CommercialInvoiceLink } from './commercial-invoice-link.tsx';
