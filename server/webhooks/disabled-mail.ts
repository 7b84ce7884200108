import type { MailMessage } from '../providers/mail/mailer.ts';

/** The mail to an endpoint's owner when failing deliveries switched it off: what, why, where to fix it. */
export function endpointDisabledMail(
  { to, url }: { to: string; url: string },
  publicUrl: string,
): MailMessage {
  return {
    to,
    subject: 'Your Maplepost webhook endpoint was switched off',
    text: [
      `Maplepost could not deliver events to your webhook endpoint ${url} for about a day, so we have switched it off and send it no more events.`,
      'Events that failed are listed in its delivery log, where each can be sent again.',
      `When the endpoint answers again, switch it back on here: ${publicUrl}/webhooks`,
      'Maplepost',
    ].join('\n\n'),
  };
}
