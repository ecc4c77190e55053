import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { finished, type Duplex } from 'node:stream';
import { formatMessage, type ErrorResponse } from '@outbreak-watch/domain';
import { REQUEST_MESSAGE_DESCRIPTORS } from './messages.js';

/**
 * Answers for requests that never reach Fastify's router, because Node's HTTP parser refused them
 * (`clientError`) or because they are CONNECT requests, and for clients that half-close: without these,
 * Node writes a bare answer and resets the connection at once (a client can lose the answer with the
 * reset), or closes the socket without any answer at all.
 */

/** The request line and headers together may take this many bytes (Node's default, stated here once). */
export const MAX_HEADER_BYTES = 16_384;
/** A request target (path and query) longer than this is answered 414. */
export const MAX_URL_LENGTH = 8_192;

const P = REQUEST_MESSAGE_DESCRIPTORS;

export const PROTOCOL_MESSAGES = {
  badRequest: P.badRequest.defaultMessage,
  headersTooLarge: formatMessage(P.headersTooLarge, { kb: MAX_HEADER_BYTES / 1024 }),
  uriTooLong: formatMessage(P.uriTooLong, { kb: MAX_URL_LENGTH / 1024 }),
  requestTimeout: P.requestTimeout.defaultMessage,
  chunkExtensionsTooLarge: P.chunkExtensionsTooLarge.defaultMessage,
  connectNotSupported: P.connectNotSupported.defaultMessage,
} as const;

/** After answering a broken request, how long its connection may go on sending before it is cut off. */
const LINGER_MS = 5_000;

/** Node's own field for the response currently being written on a socket (what its default handler reads). */
type HttpSocket = Duplex & { _httpMessage?: ServerResponse | null };

/** A complete error answer in the API's error shape, written straight to a socket; it closes the connection. */
export function rawErrorResponse(statusCode: number, message: string, headers: Record<string, string> = {}) {
  const error = STATUS_CODES[statusCode] ?? 'Error';
  const body = JSON.stringify({ statusCode, error, message } satisfies ErrorResponse);
  const lines = [
    `HTTP/1.1 ${statusCode} ${error}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Whether the overflowing bytes begin with a request line that is itself too long: then the address is
 * at fault (414), not the headers (431). Only the chunk being parsed is known; when it starts mid-request
 * the answer stays 431.
 */
function isRequestLineTooLong(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket) || !/^[A-Za-z-]+ /.test(rawPacket.subarray(0, 32).toString('latin1'))) {
    return false;
  }
  const lineEnd = rawPacket.indexOf('\n');
  return lineEnd < 0 ? rawPacket.length > MAX_URL_LENGTH : lineEnd > MAX_URL_LENGTH;
}

function answerFor(error: NodeJS.ErrnoException & { rawPacket?: unknown }): string {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return isRequestLineTooLong(error.rawPacket)
        ? rawErrorResponse(414, PROTOCOL_MESSAGES.uriTooLong)
        : rawErrorResponse(431, PROTOCOL_MESSAGES.headersTooLarge);
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return rawErrorResponse(413, PROTOCOL_MESSAGES.chunkExtensionsTooLarge);
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return rawErrorResponse(408, PROTOCOL_MESSAGES.requestTimeout);
    default:
      return rawErrorResponse(400, PROTOCOL_MESSAGES.badRequest);
  }
}

/**
 * Ends a connection the way a careful server does (nginx's "lingering close"): half-close after the
 * answer, go on reading and discarding what the client still sends, and cut off only when the client
 * closes too or after a while. Closing a socket with unread data makes the kernel send a reset, and a
 * client that receives the reset before it has read the whole answer loses the answer.
 */
function lingeringClose(socket: Duplex): void {
  if (socket.destroyed) return;
  socket.on('error', () => undefined);
  if (socket.writable) socket.end();
  socket.resume();
  const cutOff = setTimeout(() => socket.destroy(), LINGER_MS);
  cutOff.unref();
  socket.once('close', () => clearTimeout(cutOff));
}

/** Writes a complete answer, then closes lingeringly. */
function answerAndClose(socket: Duplex, answer: string | null): void {
  if (socket.destroyed) return;
  if (answer !== null && socket.writable) socket.write(answer);
  lingeringClose(socket);
}

/** Sockets already answered: Node reports every further byte of a broken stream as another error. */
const answeredSockets = new WeakSet<Duplex>();

/**
 * Fastify's `clientErrorHandler`. A response already under way on the socket is never corrupted: when
 * the broken bytes are its own request's body and it has not started, the error answer replaces it; when
 * they come after a complete request (pipelining), that request is answered first and the error after.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || answeredSockets.has(socket)) return;
  answeredSockets.add(socket);
  const answer = answerFor(error);
  const current = (socket as HttpSocket)._httpMessage;
  if (!current) {
    answerAndClose(socket, answer);
  } else if (!current.req.complete) {
    if (current.headersSent) finished(current, () => answerAndClose(socket, null));
    else answerAndClose(socket, answer);
  } else {
    finished(current, () => answerAndClose(socket, answer));
  }
}

/**
 * Settings of Node's HTTP server that Fastify does not expose:
 * - A client that half-closes its side once it has sent its request (HTTP/1.0 tools, `nc -N`, many
 *   scripts) still expects the answer; Node's default (`httpAllowHalfOpen` false) ends the connection
 *   at once, so an answer still being computed (any database round trip) is lost. Allowed, Node closes
 *   after that answer.
 * - Node closes a connection after a `Connection: close` answer with `destroySoon`, which resets it when
 *   the request's body is still arriving (a body the route did not read, or one refused early): the
 *   lingering close keeps reading until the client is done.
 * - Node hands CONNECT requests to a `connect` listener and destroys the socket when there is none;
 *   this server is no proxy, and says so.
 */
export function configureHttpServer(server: Server): void {
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  server.on('connection', (socket: Socket) => {
    (socket as Socket & { destroySoon: () => void }).destroySoon = () => lingeringClose(socket);
  });
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    answerAndClose(
      socket,
      rawErrorResponse(405, PROTOCOL_MESSAGES.connectNotSupported, {
        Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      }),
    );
  });
}
