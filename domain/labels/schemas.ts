import { z } from 'zod';

/** GET /web/label/{trackingNumber}: the address of the label's PDF, which the web app opens in a new tab. */
export const LabelUrlSchema = z.object({ url: z.string() });
export type LabelUrl = z.infer<typeof LabelUrlSchema>;
