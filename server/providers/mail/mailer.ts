/** A plain-text mail; the portal sends nothing richer (yet). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
};

/** Sends mail. SMTP when configured, otherwise the outbox table shown at /dev/mailbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
