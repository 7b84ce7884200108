// Apart from the address book's messages: the sign-in pages check an account's name by them.

/** Spec section 9: name and street at most 100 characters, unit and company at most 50. */
export const ADDRESS_FIELD_LIMITS = {
  name: 100,
  streetAddress: 100,
  unitNumber: 50,
  companyName: 50,
  email: 254,
} as const;
