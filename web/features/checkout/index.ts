/** The payments feature's front door: what the shell and other features use of it (docs/ARCHITECTURE.md). */
export { CardEntryError, useClientToken } from './card-fields.tsx';
export { CardPayment, type CardPaymentHandle } from './card-payment.tsx';
export { paymentsApi } from './payments-api.ts';
