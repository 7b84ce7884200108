import type { Database } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';
import { insertOutboxMail } from './queries.ts';

/** Keeps mail in the outbox table instead of sending it; read it at /dev/mailbox. */
export function createOutboxMailer(db: Database): Mailer {
  return { send: (message) => insertOutboxMail(db, message) };
}
