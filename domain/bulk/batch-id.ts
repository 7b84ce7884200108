/** The longest batch id a user may name. */
export const MAX_BATCH_ID_LENGTH = 50;

/**
 * A batch id as the user names it: letters, digits, '-', '_' and '.', starting with a letter or
 * digit. Batch ids are per account: two accounts may both have 'NOV-24'. Its own module, so the
 * order list's filter checks it without loading the bulk schemas.
 */
export const BATCH_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
