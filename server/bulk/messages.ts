/** What the bulk calls answer when they refuse; spec section 8 wording where it has one. */
export const BulkMessages = {
  batchExists: (batchId: string) =>
    `You already have a batch named '${batchId}'. Please choose another batch ID.`,
  batchNotFound: (batchId: string) => `Batch '${batchId}' was not found.`,
  uploadNotFound: 'This upload was not found.',
  rowNotFound: (rowNumber: number) => `Row ${rowNumber} of this upload was not found.`,
  rowNotFailed: (rowNumber: number) =>
    `Row ${rowNumber} has not failed, so there is nothing to retry.`,
  orderNotSelectable: (trackingNumber: string) =>
    `Order ${trackingNumber} was not found among your bulk orders, or it is already in a shipment.`,
  orderNotInBatch: (trackingNumber: string) =>
    `Order ${trackingNumber} is not a successful order of this batch.`,
} as const;
