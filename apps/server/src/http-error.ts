import type { FieldError } from '@outbreak-watch/domain';

/** The one error type services throw; the error handler turns it into the API's error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const badRequest = (message: string, details?: FieldError[]) => new HttpError(400, message, details);
