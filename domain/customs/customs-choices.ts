/** The choices of a customs declaration (decision 030), apart from its rules so that pages showing one stay light. */

export const CONTENTS_TYPES = ['MERCHANDISE', 'GIFT', 'SAMPLE', 'DOCUMENTS', 'RETURN'] as const;
export type ContentsType = (typeof CONTENTS_TYPES)[number];
export const CUSTOMS_CURRENCIES = ['CAD', 'USD'] as const;
export type CustomsCurrency = (typeof CUSTOMS_CURRENCIES)[number];
export const NON_DELIVERY_CHOICES = ['RETURN', 'ABANDON'] as const;
/** RECIPIENT: delivered at place (DAP), the recipient pays duties and taxes; SENDER: delivered duty paid (DDP). */
export const DUTIES_PAYERS = ['RECIPIENT', 'SENDER'] as const;
export type DutiesPayer = (typeof DUTIES_PAYERS)[number];
