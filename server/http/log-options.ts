import type { FastifyServerOptions } from 'fastify';

/** Where log lines go when not to standard output: a test's captured stream. */
export type LogStream = { write(line: string): void };

/** A log that background work reports its failures to (ids, counts and reasons, never personal data). */
export type ErrorLog = { error(details: object, message: string): void };

/** What a log says of a failure. */
export type ErrorFacts = {
  type: string;
  /** Always WITHHELD_MESSAGE: said, so that nobody reading the log looks for the message. */
  message: string;
  /** A machine code (a PostgreSQL SQLSTATE such as 23505, ECONNREFUSED, FST_ERR_...), when it has one. */
  code?: string;
  /** Where in our code it happened: the stack's frames, without the message above them ('' when unknown). */
  stack: string;
  /** The error that caused it (a database driver's under the query builder's), by the same rule. */
  cause?: ErrorFacts;
};

// Codes and class names are written by programs, not people: anything else is not one.
const CODE = /^[A-Za-z0-9_]{1,64}$/;
const TYPE_NAME = /^[A-Za-z0-9_$.]{1,64}$/;
const MAX_FRAMES = 12;
const MAX_CAUSES = 3;
export const WITHHELD_MESSAGE = 'not logged: error messages may hold personal data';

/** The call frames of `error`'s stack, or '' when they cannot be told apart from its message. */
function framesOf(error: Error): string {
  const { stack, message } = error;
  if (typeof stack !== 'string') return '';
  const afterMessage = message === '' ? 0 : stack.indexOf(message);
  if (afterMessage < 0) return '';
  const frames = stack
    .slice(afterMessage + message.length)
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim());
  return frames.join('\n');
}

/**
 * What a log may say of an error: its class, its code, its frames and its cause's. Never its
 * message or its other fields: a failed query's message and `params` hold the names, phones
 * and addresses it was writing, a driver's `detail` the key that clashed.
 */
export function errorFacts(error: unknown, causes = 0): ErrorFacts {
  if (!(error instanceof Error))
    return { type: typeof error, message: WITHHELD_MESSAGE, stack: '' };
  const facts: ErrorFacts = {
    // The class, which a subclass may not name in error.name (drizzle's DrizzleQueryError).
    type: TYPE_NAME.test(error.constructor.name) ? error.constructor.name : 'Error',
    message: WITHHELD_MESSAGE,
    stack: framesOf(error),
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CODE.test(code)) facts.code = code;
  if (error.cause !== undefined && causes < MAX_CAUSES)
    facts.cause = errorFacts(error.cause, causes + 1);
  return facts;
}

/**
 * The logger's options. Request lines name the method and path only: query strings carry
 * secrets such as password reset tokens, bodies carry personal data, headers session cookies.
 * Every error logged, wherever it is logged from, passes through errorFacts.
 */
export function loggerOptions(stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (error: unknown) => errorFacts(error),
    },
  };
}
