import { LabelUrlSchema } from '#domain/labels/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** The label calls of spec section 7, and their twin for a whole shipping batch. */
export const labelsApi = {
  /** The address of the label's PDF; 404 when the label is not the caller's or not paid. */
  labelUrl: (trackingNumber: string) =>
    apiRequest(`/web/label/${encodeURIComponent(trackingNumber)}`, LabelUrlSchema),
  /** The address of the PDF of every label of the batch; 404 when it is not the caller's, 409 when it has none. */
  batchLabelsUrl: (shippingBatchId: string) =>
    apiRequest(`/web/label/batch/${encodeURIComponent(shippingBatchId)}`, LabelUrlSchema),
};
