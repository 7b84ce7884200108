import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { renderMailboxPage } from './mailbox-page.ts';
import { listRecentOutboxMail } from './queries.ts';

const MAILS_SHOWN = 100;

/** GET /dev/mailbox: the outbox as a web page, for development only (it shows reset links). */
export function registerDevMailbox(app: FastifyInstance, { db }: { db: Database }): void {
  app.get('/dev/mailbox', async (request, reply) => {
    // The connection's own address, not one a proxy header names: only this machine may look.
    if (!isLoopback(request.socket.remoteAddress)) {
      return reply.status(404).send({ message: 'No such endpoint: GET /dev/mailbox' });
    }
    const mails = await listRecentOutboxMail(db, MAILS_SHOWN);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      )
      .send(renderMailboxPage(mails));
  });
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 ('::ffff:127.0.0.1'). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.replace(/^::ffff:/i, '');
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(ipv4);
}
