/** What the label routes say when there is nothing to print. */
export const LabelMessages = {
  /** A paid batch whose every order was cancelled, or one not paid yet: the owner may know why. */
  batchWithoutLabels:
    'This shipment has no labels to print: labels are made when it is paid, and cancelled orders have none.',
} as const;
