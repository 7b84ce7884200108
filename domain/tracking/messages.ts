/** Spec section 8, Orders and tracking: the tracking and order-history messages, word for word. */
export const TrackingMessages = {
  prompt: 'Please enter a tracking number above to view your shipping status.',
  numberMissing: 'Please enter a tracking number.',
  numberRequired: 'Tracking number is required',
  notFound: 'Unable to find tracking information.',
  fetchFailed: 'An error occurred while fetching tracking information. Please try again later.',
  noDetails: 'No tracking details available',
  noEvents: 'No detailed tracking events available yet.',
  /** The server's 404 text for a number it does not know. */
  unknownNumber: 'No shipment was found with this tracking number.',
  ordersFailed: 'Failed to load orders',
  noOrders: 'No orders found.',
  noLabelUrl: 'No label URL found',
  labelError: (message: string) => `Error getting label: ${message}`,
} as const;
