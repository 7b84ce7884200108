import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Sends mail through the SMTP server of `smtpUrl` (smtp://user:pass@host:port or smtps://...). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(message) {
      await transport.sendMail({ to: message.to, subject: message.subject, text: message.text });
    },
  };
}
