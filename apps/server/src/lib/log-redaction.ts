import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets: link tokens, verification codes, passwords, signatures. */
const SECRET_PARAMETER = /token|code|pass|secret|key|sig|auth/i;

export const REDACTED = '[redacted]';

/**
 * The URL with every secret query value replaced, for logs: a reset or verification link in a log
 * would be a key to the account.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // A malformed name is logged as sent; its value is still judged by the raw name.
      }
      return SECRET_PARAMETER.test(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** What a request log line says about the request: Fastify's default fields with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
