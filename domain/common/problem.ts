import { z } from 'zod';
import { FieldProblemSchema } from './error.ts';

/**
 * What every failed /api/v1 call answers, as application/problem+json (RFC 9457). `type` names
 * the kind of problem (docs/decisions/021-public-api.md), `detail` says what to do about this
 * one, and a request refused for its fields names them: `field` the first, `errors` each.
 */
export const ProblemDetailsSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  field: z.string().optional(),
  errors: z.array(FieldProblemSchema).optional(),
});
export type ProblemDetails = z.infer<typeof ProblemDetailsSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
