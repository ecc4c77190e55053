import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How answers are compressed, here and by the compression plugin for every other answer: brotli at a
 * fast level and gzip, for bodies of a kilobyte or more.
 */
export const COMPRESSION = { thresholdBytes: 1024, brotliQuality: 4, gzipLevel: 6 } as const;

export type ContentEncoding = 'br' | 'gzip';

const JSON_TYPE = 'application/json; charset=utf-8';
const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

/**
 * The encoding an Accept-Encoding header welcomes most among brotli and gzip (brotli when both are
 * equally welcome; `*` stands for any not named), or undefined when it welcomes neither.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => parameter.trim()).find((p) => p.startsWith('q='));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const [brotli, gzipped] = [weightOf('br'), weightOf('gzip')];
  if (brotli <= 0 && gzipped <= 0) return undefined;
  return brotli >= gzipped ? 'br' : 'gzip';
}

/**
 * A JSON answer kept to be sent again: serialised by its route's response schema and encoded as UTF-8
 * once, and compressed at most once per encoding, in Node's thread pool rather than on the event loop
 * (a map answer is a few hundred kilobytes: measuring, encoding and compressing it for every response
 * cost several milliseconds of the server's one thread each time).
 */
export class SerializedJson {
  readonly #compressed = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(readonly body: Buffer) {}

  static of(reply: FastifyReply, value: unknown): SerializedJson {
    const serialized = reply.serialize(value);
    return new SerializedJson(
      typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(serialized as ArrayBuffer),
    );
  }

  compressed(encoding: ContentEncoding): Promise<Buffer> {
    let compressed = this.#compressed.get(encoding);
    if (!compressed) {
      compressed =
        encoding === 'br'
          ? compressWithBrotli(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : compressWithGzip(this.body, { level: COMPRESSION.gzipLevel });
      this.#compressed.set(encoding, compressed);
      // A failure is not kept: the next response tries again.
      compressed.catch(() => this.#compressed.delete(encoding));
    }
    return compressed;
  }
}

/** Adds `field` to the reply's Vary header, keeping what is there. */
function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('Vary');
  const fields = typeof current === 'string' ? current.split(',').map((item) => item.trim()) : [];
  if (!fields.some((item) => item.toLowerCase() === field.toLowerCase())) {
    void reply.header('Vary', [...fields.filter(Boolean), field].join(', '));
  }
}

/** Sends a kept answer, compressed as the client asks (the compression plugin leaves it as it is). */
export async function sendSerializedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SerializedJson,
): Promise<FastifyReply> {
  void reply.type(JSON_TYPE);
  if (answer.body.length < COMPRESSION.thresholdBytes) return reply.send(answer.body);
  addVary(reply, 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return reply.send(answer.body);
  const body = await answer.compressed(encoding);
  return reply.header('Content-Encoding', encoding).send(body);
}
