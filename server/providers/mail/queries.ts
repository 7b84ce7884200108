import { desc } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { MailMessage } from './mailer.ts';

export type OutboxMail = MailMessage & { id: number; createdAt: Date };

export async function insertOutboxMail(db: Executor, message: MailMessage): Promise<void> {
  await db
    .insert(outbox)
    .values({ toAddress: message.to, subject: message.subject, textBody: message.text });
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
