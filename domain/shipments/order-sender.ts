import { z } from 'zod';
import { COUNTRY_CODES } from '../common/postal-code-format.ts';
import { ORDER_STATUSES } from './order-status.ts';

/** GET /web/order/{trackingNumber}: the sender fields of the caller's order (checkout's senderInfo), and its status. */
export const OrderSenderSchema = z.object({
  trackingNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  senderName: z.string(),
  senderPhoneNumber: z.string(),
  senderUnitNumber: z.string(),
  senderEmail: z.string(),
  senderCompany: z.string(),
  senderStreetAddress: z.string(),
  senderCity: z.string(),
  senderProvince: z.string(),
  senderCountryCode: z.enum(COUNTRY_CODES),
  senderPostalCode: z.string(),
});
export type OrderSender = z.infer<typeof OrderSenderSchema>;
