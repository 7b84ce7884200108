// Apart from the examples: the reference page shows it in its first paint, the calls later.

/** The example shipment's ZIP code (98101) with a digit missing, which PROBLEM_EXAMPLE answers. */
export const PROBLEM_POSTAL_CODE = '9810';

/** What POST /shipments answers when the recipient's postal code is PROBLEM_POSTAL_CODE. */
export const PROBLEM_EXAMPLE = {
  type: 'urn:maplepost:problem:invalid-request',
  title: 'The request is not valid',
  status: 400,
  detail: `Recipient postal code '${PROBLEM_POSTAL_CODE}' is not a valid US ZIP code.`,
  field: 'recipientPostalCode',
  errors: [
    {
      field: 'recipientPostalCode',
      message: `Recipient postal code '${PROBLEM_POSTAL_CODE}' is not a valid US ZIP code.`,
    },
  ],
};
