import { z } from 'zod';

/** GET /web/label/{trackingNumber}: the address of the label's PDF, which the web app opens in a new tab. */
export const LabelUrlSchema = z.object({ url: z.string() });
export type LabelUrl = z.infer<typeof LabelUrlSchema>;

/** How Print Label gives a label: a PDF for any printer, or ZPL II for a 4 x 6 in thermal printer. */
export const LABEL_FORMATS = ['PDF', 'ZPL'] as const;
export const LabelFormatSchema = z.enum(LABEL_FORMATS, { error: 'Choose PDF or ZPL.' });
export type LabelFormat = z.infer<typeof LabelFormatSchema>;

/** POST /web/user/label-format: the format Print Label gives from now on. */
export const LabelFormatUpdateSchema = z.object({ labelFormat: LabelFormatSchema });
export type LabelFormatUpdate = z.infer<typeof LabelFormatUpdateSchema>;

/** The address of a label, or of every label of a shipping batch, in a format. */
export const labelWebPath = (trackingNumber: string, format: LabelFormat) =>
  `/web/label/${encodeURIComponent(trackingNumber)}/${format.toLowerCase()}`;
export const batchLabelsWebPath = (shippingBatchId: string, format: LabelFormat) =>
  `/web/label/batch/${encodeURIComponent(shippingBatchId)}/${format.toLowerCase()}`;
