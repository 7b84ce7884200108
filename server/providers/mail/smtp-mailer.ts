import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * Sends mail through the SMTP server of `smtpUrl` (smtp://user:pass@host:port or smtps://...).
 * nodemailer is loaded with the first message: a server without mail to send never needs it.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl, { from }),
      );
      const smtp = await transport;
      await smtp.sendMail({ to: message.to, subject: message.subject, text: message.text });
    },
  };
}
