/** Customers ship; staff also move parcels at /ops. Only a command line makes staff. */
export const USER_ROLES = ['CUSTOMER', 'STAFF'] as const;
export type UserRole = (typeof USER_ROLES)[number];
