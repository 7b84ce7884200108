/** A plain-text mail; the portal sends nothing richer (yet). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
};

/** Sends mail: the app writes to the outbox (sent by the dispatcher with SMTP_URL, shown at /dev/mailbox otherwise). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
