import type { FieldProblem } from '#domain/common/error.ts';

/** An error whose message is safe to show to the user, answered with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** Every field at fault, when there are several; `message` and `field` are the first. */
    readonly problems?: FieldProblem[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message);
/** What a path without a route answers; also what a staff endpoint answers anyone but staff. */
export const noSuchEndpointMessage = (method: string, url: string) =>
  `No such endpoint: ${method} ${url.split('?')[0]}`;
export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
/** A 400 naming every field at fault at once; the first also answers as `message` and `field`. */
export const badRequestFields = (problems: [FieldProblem, ...FieldProblem[]]) =>
  new HttpError(400, problems[0].message, problems[0].field, problems);
export const unauthorized = (message: string) => new HttpError(401, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const paymentRequired = (message: string) => new HttpError(402, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
