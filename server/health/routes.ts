import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import type { Readiness } from './readiness.ts';

type HealthDependencies = { database: DatabaseHandle; readiness: Readiness };

/**
 * The probes of a load balancer or an orchestrator. None names anything of anybody's.
 * - GET /livez: the process answers at all; a balancer restarts a node that fails it. The
 *   database is not asked, so a database outage does not restart every node at once.
 * - GET /readyz: send this node requests: the database answers and the node is not shutting
 *   down (503 'draining' from SIGTERM on). A node only listens once its migrations are done.
 * - GET /healthz: the database answers (kept for what already probes it, such as the tests).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  { database, readiness }: HealthDependencies,
) {
  const answerWithDatabaseState = async (reply: FastifyReply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  };

  // A balancer probes every second or so: its requests would drown the log.
  const probe = { logLevel: 'warn' } as const;

  app.get('/livez', probe, async () => ({ status: 'ok' }));

  app.get('/readyz', probe, async (_request, reply) => {
    if (readiness.draining) return reply.status(503).send({ status: 'draining' });
    return answerWithDatabaseState(reply);
  });

  app.get('/healthz', probe, async (_request, reply) => answerWithDatabaseState(reply));
}
