/** An error whose message is safe to show to the user, answered with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message: string) => new HttpError(401, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const paymentRequired = (message: string) => new HttpError(402, message);
