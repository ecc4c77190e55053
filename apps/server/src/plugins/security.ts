import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config.js';
import { formatMessage } from '@outbreak-watch/domain';
import { HttpError } from '../http-error.js';
import { sendError, UNAVAILABLE_MESSAGE } from './errors.js';
import { REQUEST_MESSAGE_DESCRIPTORS } from './messages.js';

/** The origin a URL template points at, with Leaflet's `{s}` subdomain turned into a CSP wildcard. */
export function templateOrigin(template: string | null | undefined): string | null {
  if (!template) return null;
  try {
    const url = new URL(template.replace('{s}', 'wildcard-subdomain').replace(/\{[^}]+\}/g, '0'));
    return url.origin.replace('wildcard-subdomain', '*');
  } catch {
    return null;
  }
}

/**
 * The CSP the built web app satisfies: no inline script or style, images from the tile service,
 * fetches only to this origin and the configured boundary file.
 */
export function contentSecurityPolicy(config: AppConfig) {
  const tileOrigin = templateOrigin(config.mapTileUrl);
  const boundaryOrigin = templateOrigin(config.mapBoundariesUrl);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', ...(tileOrigin ? [tileOrigin] : [])],
    connectSrc: ["'self'", ...(boundaryOrigin ? [boundaryOrigin] : [])],
    fontSrc: ["'self'"],
    // The web app manifest and the site's service worker (offline reporting, push) are its own files.
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * Lets any site show this answer in a frame: the embeddable pages only (a chart or a map with its
 * filter, read-only, public data). Every other answer keeps `frame-ancestors 'none'` and helmet's
 * X-Frame-Options, so no other page can be framed to trick a signed-in user into clicking.
 */
export function allowFramingByAnySite(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string')
    void reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
  void reply.removeHeader('x-frame-options');
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // The API only: an office behind one address must always get the app's own files.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        formatMessage(REQUEST_MESSAGE_DESCRIPTORS.tooManyRequests, {
          seconds: Math.ceil(context.ttl / 1000),
        }),
      ),
  });
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    retryAfter: 10,
    pressureHandler: (_request, reply) => {
      void reply.header('Retry-After', '10');
      void sendError(reply, 503, UNAVAILABLE_MESSAGE);
    },
  });
}
