import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { renderMailboxPage } from './mailbox-page.ts';
import { listRecentOutboxMail } from './queries.ts';

const MAILS_SHOWN = 100;

/** GET /dev/mailbox: the outbox as a web page, for development only (it shows reset links). */
export function registerDevMailbox(app: FastifyInstance, { db }: { db: Database }): void {
  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await listRecentOutboxMail(db, MAILS_SHOWN);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderMailboxPage(mails));
  });
}
