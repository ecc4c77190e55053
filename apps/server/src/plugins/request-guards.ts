import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMessage } from '@outbreak-watch/domain';
import { HttpError } from '../http-error.js';
import { MAX_URL_LENGTH, PROTOCOL_MESSAGES } from './client-errors.js';
import { sendError } from './errors.js';
import { REQUEST_MESSAGE_DESCRIPTORS } from './messages.js';

/** Request bodies are JSON forms; nothing the app accepts comes near this. */
export const MAX_BODY_BYTES = 1_048_576;

const R = REQUEST_MESSAGE_DESCRIPTORS;

export const REQUEST_MESSAGES = {
  badUrl: R.badUrl.defaultMessage,
  urlPartTooLong: R.urlPartTooLong.defaultMessage,
  encodedBody: R.encodedBody.defaultMessage,
  upgradeWithChunkedBody: R.upgradeWithChunkedBody.defaultMessage,
  repeatedParameter: (name: string) => formatMessage(R.repeatedParameter, { name }),
  nulCharacter: (name: string) => formatMessage(R.nulCharacter, { name }),
} as const;

/** A request that carries a body, by its framing headers. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Fastify's `frameworkErrors`: router failures before any route runs. Its defaults echo the address and
 * an internal error code; these answers do neither.
 */
export function handleFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void sendError(reply, 414, REQUEST_MESSAGES.urlPartTooLong);
  else void sendError(reply, 400, REQUEST_MESSAGES.badUrl);
}

/**
 * Refuses, before any other work, what the routes' schemas do not see or say poorly: an address over the
 * length limit, an upgrade request with a chunked body, a compressed body (RFC 9110 §15.5.16: 415,
 * naming the accepted coding), and odd query parameters (`checkQuery`).
 */
export function registerRequestGuards(app: FastifyInstance): void {
  // Fastify reads text/plain bodies as strings by default, which every JSON endpoint then refuses with a
  // 400 about its fields; the body's type is what is wrong (RFC 9110 §15.5.16: 415). Routes that accept
  // another type (the one-click unsubscribe's form) add their own parser.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new HttpError(414, PROTOCOL_MESSAGES.uriTooLong);
    // Node's parser stops reading the chunked body of a request that asks to upgrade at its first bad
    // chunk, without reporting it: the request would wait for the rest of its body forever. Nothing here
    // upgrades, so refuse it, and close the connection whose parser has stopped.
    if (request.headers.upgrade !== undefined && request.headers['transfer-encoding'] !== undefined) {
      throw new HttpError(400, REQUEST_MESSAGES.upgradeWithChunkedBody, undefined, { Connection: 'close' });
    }
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity' && hasBody(request)) {
      throw new HttpError(415, REQUEST_MESSAGES.encodedBody, undefined, { 'Accept-Encoding': 'identity' });
    }
    if (request.routeOptions.schema?.querystring) checkQuery(request.query as Record<string, unknown>);
  });
}

/**
 * A parameter given twice becomes a list, which no route accepts, and the schema's message about a list
 * would not say what is wrong. A NUL character is refused here because PostgreSQL cannot hold one in
 * text: a streamed export would fail after its first line is sent.
 */
function checkQuery(query: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(query)) {
    let message: string | undefined;
    if (Array.isArray(value)) message = REQUEST_MESSAGES.repeatedParameter(name);
    else if (typeof value === 'string' && value.includes('\u0000'))
      message = REQUEST_MESSAGES.nulCharacter(name);
    if (message) throw new HttpError(400, message, [{ field: name, message }]);
  }
}
