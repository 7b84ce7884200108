/**
 * How long a delivery stays in its endpoint's log: 30 days. Its payload holds the event's data
 * (a shipment's names and addresses), which its owner's receiver has had long before then; the
 * retries of one delivery end within a day.
 */
export const DELIVERY_LOG_DAYS = 30;
