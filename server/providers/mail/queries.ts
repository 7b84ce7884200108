import { desc, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { MailMessage } from './mailer.ts';

export type OutboxMail = MailMessage & { id: number; createdAt: Date };

/** Told at the commit of each mail written, so that the dispatcher sends it at once. */
export const MAIL_WRITTEN_CHANNEL = 'outbox_mail';

/** Writes a mail to the outbox, in the caller's transaction when given one. */
export async function insertOutboxMail(db: Executor, message: MailMessage): Promise<void> {
  await db
    .insert(outbox)
    .values({ toAddress: message.to, subject: message.subject, textBody: message.text });
  await db.execute(sql`select pg_notify(${MAIL_WRITTEN_CHANNEL}, '')`);
}

export function listRecentOutboxMail(db: Database, limit: number): Promise<OutboxMail[]> {
  return db
    .select({
      id: outbox.id,
      to: outbox.toAddress,
      subject: outbox.subject,
      text: outbox.textBody,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}
