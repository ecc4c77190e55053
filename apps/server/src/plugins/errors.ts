import { STATUS_CODES } from 'node:http';
import { API_MESSAGES, languageTag, MESSAGES, type ErrorResponse } from '@outbreak-watch/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error.js';
import { localize, requestLocale } from '../lib/i18n.js';

/** What fastify-type-provider-zod puts in `error.validation` for each Zod issue. */
interface ValidationIssue {
  instancePath: string;
  message?: string;
  /** A custom issue's own `params` (a refused password's `code`) sit one level down. */
  params?: { params?: { code?: unknown } };
}

/** The machine-readable reason a schema gave its issue, if any. */
function issueCode(issue: ValidationIssue): { code: string } | object {
  const code = issue.params?.params?.code;
  return typeof code === 'string' ? { code } : {};
}

export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = API_MESSAGES.unsupportedMediaType;
const UNAVAILABLE_MESSAGE = API_MESSAGES.unavailable;

function errorBody(statusCode: number, message: string, details?: ErrorResponse['details']): ErrorResponse {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(details ? { details } : {}) };
}

/**
 * The error answer, in the request's language (`Content-Language` says which): the shared messages
 * have their translations; any other text is sent as it is.
 */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  details?: ErrorResponse['details'],
) {
  const locale = requestLocale(reply.request);
  const localized = details?.map((detail) => ({ ...detail, message: localize(detail.message, locale) }));
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .header('Content-Language', languageTag(locale))
    .send(errorBody(statusCode, localize(message, locale), localized));
}

/**
 * Values PostgreSQL refuses to store although the request schema let them through (a NUL character in
 * text, a number beyond the column's range): the request is wrong, so a 400.
 */
function isUnstorableValue(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && ['22021', '22P05', '22003', '22P02', '54000'].includes(code);
}

/** Connection-level failures of the database: answered with a fast 503 rather than a 500. */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : '';
  return (
    (typeof code === 'string' &&
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'ETIMEDOUT',
        'ENOTFOUND',
        '57P01',
        '57P03',
        '53300',
        'SQLITE_BUSY',
      ].includes(code)) ||
    /timeout exceeded when trying to connect|Connection terminated/i.test(message)
  );
}

/**
 * One handler for every error (STYLE.md §5): validation failures list their fields, client errors keep
 * their message, and server errors are logged with the request and answered without any detail.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as unknown as ValidationIssue[];
      const details = issues.map((issue) => ({
        field:
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          (error.validationContext ?? 'request'),
        message: issue.message ?? MESSAGES.invalidValue,
        ...issueCode(issue),
      }));
      const [first] = details;
      const message = details.length === 1 && first ? first.message : API_MESSAGES.fieldsInvalid;
      return sendError(reply, 400, message, details);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendError(reply, 415, UNSUPPORTED_MEDIA_TYPE_MESSAGE);
    }
    // Fastify's own client errors (a body that is not JSON or too large, a client gone mid-body) carry
    // their status; checked before the database codes, since a client's reset also reads ECONNRESET.
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, error.message);
    }
    if (isUnstorableValue(error)) {
      return sendError(reply, 400, API_MESSAGES.unstorableValues);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      void reply.header('Retry-After', '5');
      return sendError(reply, 503, UNAVAILABLE_MESSAGE);
    }
    const statusCode =
      typeof error.statusCode === 'number' && error.statusCode >= 500 ? error.statusCode : 500;
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, statusCode, STATUS_CODES[statusCode] ?? 'Internal Server Error');
  });
}

export { UNAVAILABLE_MESSAGE };
