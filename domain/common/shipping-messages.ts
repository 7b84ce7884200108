/** User-visible shipment, checkout and payment messages; spec section 8 wording where it has one. */
export const ShipmentMessages = {
  orderNotFound: 'This order was not found.',
  // Spec section 5, Automatic rates: no service takes the parcel.
  noRates:
    'No shipping rates available for the provided details. Please check your address information or package dimensions.',
  batchNotFound: 'This shipment was not found.',
  noDropOffLocations: 'No drop-off locations available. Please contact customer support.',
  noShippingRequests: 'Add at least one order to the shipment.',
  orderNotShippable: (trackingNumber: string) =>
    `Order ${trackingNumber} was not found or has already been paid.`,
  serviceNotOffered: (serviceCode: string) =>
    `The service ${serviceCode} is not offered for this parcel and route. Please choose another service.`,
  batchAlreadyPaid: 'This shipment has already been paid.',
  paymentInProgress: 'A payment for this shipment is already in progress. Please wait a moment.',
  chargeRefunded:
    'This shipment changed while your card was being charged, so the charge was refunded. Please check the shipment.',
  cardNonceRequired: 'Please enter your card details.',
  invoiceNotAllowed: 'Invoice payment is only available to accounts with monthly billing.',
  invoiceNonceMustBeEmpty: 'Invoice payment does not take card details.',
  pickupTimesOrder: 'Earliest pickup time must be before latest pickup time',
  pickupEndsTooSoon: (firstEnd: string) =>
    `So that a driver can get there in time, please choose a latest pickup time of ${firstEnd} Pacific time or later.`,
  pickupStartPassed: (firstStart: string) =>
    `That earliest pickup time has passed. Please choose ${firstStart} Pacific time or later.`,
  pickupNeedsPayment: 'Please pay for this shipment before booking a pickup.',
  pickupNotEligible: 'Free pickup is only available for senders in Greater Vancouver.',
  pickupAlreadyBooked: 'A pickup has already been booked for this shipment.',
  pickupContactNameRequired: 'Contact name is required.',
  pickupContactPhoneRequired: 'Contact phone is required.',
  pickupStreetRequired: 'Street address is required.',
  pickupPhoneInvalid: 'Pickup contact phone must be exactly 10 digits.',
  pickupPostalCodeInvalid:
    'Please enter a valid Canadian postal code for the pickup address, like V6B 1A1.',
  pickupOutsideGreaterVancouver:
    'Free pickup is only available in Greater Vancouver. Please choose a pickup address there.',
  pickupProvinceNotBritishColumbia:
    'Free pickup is only available in British Columbia. Please enter BC as the province.',
  pickupEmailInvalid: 'Please enter a valid email address for the pickup contact.',
  pickupOrderNotInBatch: (trackingNumber: string) =>
    `Order ${trackingNumber} is not part of this shipment.`,
} as const;
