import { defineMessages } from '@outbreak-watch/domain';

/**
 * The server's answers to requests broken at the HTTP level, as message descriptors: the request
 * guards and the rate limit send their English text, which the error handler answers in the request's
 * language. (Requests Node's parser refuses have no language yet: those answers stay English.)
 */
export const REQUEST_MESSAGE_DESCRIPTORS = defineMessages({
  badRequest: {
    id: 'api.request.badRequest',
    defaultMessage: 'The request is not valid HTTP and could not be read.',
    description: 'A request the server could not read at all.',
  },
  headersTooLarge: {
    id: 'api.request.headersTooLarge',
    defaultMessage: 'The request headers are too large (at most {kb} KB).',
    description: 'A request with too many or too long headers; kb is the limit in kilobytes.',
  },
  uriTooLong: {
    id: 'api.request.uriTooLong',
    defaultMessage: 'The address is too long (at most {kb} KB).',
    description: 'A web address that is too long; kb is the limit in kilobytes.',
  },
  requestTimeout: {
    id: 'api.request.requestTimeout',
    defaultMessage: 'The request did not arrive in time. Please try again.',
    description: 'A request that took too long to arrive.',
  },
  chunkExtensionsTooLarge: {
    id: 'api.request.chunkExtensionsTooLarge',
    defaultMessage: 'The request body’s chunk extensions are too large.',
    description: 'A technical HTTP error (chunked transfer extensions too large).',
  },
  connectNotSupported: {
    id: 'api.request.connectNotSupported',
    defaultMessage: 'This server is not a proxy: CONNECT requests are not supported.',
    description: 'An HTTP CONNECT request. Keep "CONNECT" (an HTTP method).',
  },
  badUrl: {
    id: 'api.request.badUrl',
    defaultMessage:
      'The address contains a broken percent-encoding (such as % not followed by two hex digits).',
    description: 'A web address with a broken %-escape.',
  },
  urlPartTooLong: {
    id: 'api.request.urlPartTooLong',
    defaultMessage: 'A part of the address is too long.',
    description: 'A part of a web address that is too long.',
  },
  encodedBody: {
    id: 'api.request.encodedBody',
    defaultMessage:
      'Compressed request bodies are not accepted. Please send the body without Content-Encoding.',
    description: 'A compressed request body. Keep "Content-Encoding" (an HTTP header).',
  },
  upgradeWithChunkedBody: {
    id: 'api.request.upgradeWithChunkedBody',
    defaultMessage:
      'A request asking for a protocol upgrade cannot have a chunked body here. Please send it without the Upgrade header.',
    description: 'A technical HTTP error. Keep "Upgrade" (an HTTP header).',
  },
  repeatedParameter: {
    id: 'api.request.repeatedParameter',
    defaultMessage: 'The query parameter "{name}" is given more than once.',
    description: 'An address naming a parameter twice; name is the parameter.',
  },
  nulCharacter: {
    id: 'api.request.nulCharacter',
    defaultMessage: 'The query parameter "{name}" contains a NUL character, which no value may hold.',
    description: 'An address parameter holding the NUL control character; name is the parameter.',
  },
  tooManyRequests: {
    id: 'api.request.tooManyRequests',
    defaultMessage:
      'Too many requests. Please try again in {seconds, plural, one {{seconds} second} other {{seconds} seconds}}.',
    description: 'Too many requests from one address; seconds is how long to wait.',
  },
});
