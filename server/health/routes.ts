import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';

/** GET /healthz: 200 with the database kind once the database answers a query. */
export function registerHealthRoute(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.get('/healthz', async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
