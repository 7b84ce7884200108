/** The longest remarks (packageInstruction) an order keeps. */
export const MAX_REMARKS_LENGTH = 500;
