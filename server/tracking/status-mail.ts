import type { OrderStatus } from '#domain/shipments/order-status.ts';
import type { MailMessage } from '../providers/mail/mailer.ts';

const HEADLINES: Partial<Record<OrderStatus, (trackingNumber: string) => string>> = {
  OUT_FOR_DELIVERY: (trackingNumber) => `Your parcel ${trackingNumber} is out for delivery`,
  DELIVERED: (trackingNumber) => `Your parcel ${trackingNumber} has been delivered`,
};

export type StatusChange = {
  trackingNumber: string;
  status: OrderStatus;
  senderEmail: string;
  recipientEmail: string;
};

/**
 * The mails a status change sends: to the sender always, to the receiver when an email was
 * given, once per address. They name the parcel and link its tracking page, nothing more: a
 * mail can be forwarded, so it carries no name, phone or address.
 */
export function statusMails(change: StatusChange, publicUrl: string): MailMessage[] {
  const headline = HEADLINES[change.status];
  if (!headline) return [];
  const subject = headline(change.trackingNumber);
  const trackingUrl = `${publicUrl}/tracking/${encodeURIComponent(change.trackingNumber)}`;
  const text = `${subject}.\n\nFollow it here: ${trackingUrl}\n\nMaplepost`;
  const addresses = new Set(
    [change.senderEmail, change.recipientEmail].map((email) => email.trim().toLowerCase()),
  );
  addresses.delete('');
  return [...addresses].map((to) => ({ to, subject, text }));
}
