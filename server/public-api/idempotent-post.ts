import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProblemDetails } from '#domain/common/problem.ts';
import { sendProblem } from '../http/problem-details.ts';
import {
  fingerprintOf,
  NO_CLAIM,
  runOnce,
  type Claim,
  type IdempotencyDependencies,
} from './idempotency.ts';
import type { KeyGuard } from './key-guard.ts';

/**
 * Answers a POST of the public API with `status` and what `work` makes, once per
 * Idempotency-Key when the client sends one (docs/decisions/021-public-api.md): a retry with
 * the same key and body gets the first answer again, marked Idempotent-Replayed, and nothing
 * runs twice. The work is told its claim: a request taking over from one that stopped finds
 * there what that one recorded. Without the header the work simply runs.
 */
export function createIdempotentPost(dependencies: IdempotencyDependencies, guard: KeyGuard) {
  return async function answerOnce<Body>(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    work: (claim: Claim) => Promise<Body>,
  ) {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return reply.status(status).send(await work(NO_CLAIM));
    const answer = await runOnce(
      dependencies,
      {
        userId: guard.ownerOf(request).userId,
        key,
        fingerprint: fingerprintOf(request.method, request.url, request.body),
      },
      async (claim) => ({ status, body: await work(claim) }),
    );
    if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
    // A refusal kept for retries is answered again as it was first answered.
    if (answer.status >= 400) return sendProblem(reply, answer.body as ProblemDetails);
    return reply.status(answer.status).send(answer.body as Body);
  };
}

export type IdempotentPost = ReturnType<typeof createIdempotentPost>;
