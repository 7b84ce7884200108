import { LabelUrlSchema } from '#domain/labels/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** The label calls of spec section 7. */
export const labelsApi = {
  /** The address of the label's PDF; 404 when the label is not the caller's or not paid. */
  labelUrl: (trackingNumber: string) =>
    apiRequest(`/web/label/${encodeURIComponent(trackingNumber)}`, LabelUrlSchema),
};
