import { gzipSync } from 'node:zlib';
import {
  CONTENT_TYPES,
  METHODS,
  ODD_BODIES,
  ODD_HEADER_LINES,
  ODD_IDS,
  ODD_PATHS,
  ODD_VALUES,
  QUERY_ODDITIES,
  ROUTES,
} from './odd-request-parts.js';

/**
 * A deterministic generator of malformed and odd HTTP requests for the fuzz test: each case is an
 * ordinary request to one route with one to three odd things done to it (its query, path, method,
 * headers, framing or body), so a failure names what provoked it.
 */

/** A request before it is turned into bytes; mutations edit it in place. */
interface OddRequest {
  method: string;
  path: string;
  query: string;
  version: string;
  headers: [string, string][];
  body: Buffer | null;
  /** How the body is framed unless a mutation framed it itself. */
  framing: 'length' | 'chunked' | 'raw';
  /** Bytes sent after the request, as a pipelining client would. */
  trailing: Buffer | null;
}

export interface OddCase {
  label: string;
  pieces: Buffer[];
  isHead: boolean;
  halfClose: boolean;
}

/** mulberry32: a small seeded generator, so every run sends the same requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** Bodies that fail validation however they are mutated (no valid sign-up, report or comment). */
function baseBody(path: string): Record<string, unknown> {
  if (path.endsWith('/login')) return { email: 'nobody@example.org', password: 'Wrong-Guess-1x' };
  if (path.endsWith('/register')) return { email: 'new@example.org', password: 'short', type: 'superuser' };
  if (path === '/api/outbreaks')
    return { date: '2026-11-01', country_id: 1, disease_id: 1, question_answers: { cases: 10 } };
  if (path.endsWith('/comments')) return { content: 'A comment' };
  return { id: 1, name: 'x' };
}

/** Framings written over the body's own: each replaces the length or chunked framing. */
type Framing = (request: OddRequest, body: Buffer) => void;
const ODD_FRAMINGS: Record<string, Framing> = {
  'bad chunk size': (r, body) => frame(r, ['Transfer-Encoding: chunked'], [`zz\r\n`, body, '\r\n0\r\n\r\n']),
  'chunked without end': (r, body) =>
    frame(r, ['Transfer-Encoding: chunked'], [`${body.length.toString(16)}\r\n`, body, '\r\n']),
  'gzip, chunked': (r, body) => frame(r, ['Transfer-Encoding: gzip, chunked'], chunked(body)),
  'identity encoding': (r, body) => frame(r, ['Transfer-Encoding: identity'], [body]),
  'chunked and length': (r, body) =>
    frame(r, ['Transfer-Encoding: chunked', `Content-Length: ${body.length}`], chunked(body)),
  'chunked spelled oddly': (r, body) => frame(r, ['Transfer-Encoding:  Chunked '], chunked(body)),
  'chunked twice': (r, body) =>
    frame(r, ['Transfer-Encoding: chunked', 'Transfer-Encoding: chunked'], chunked(body)),
  'length too short': (r, body) => frame(r, [`Content-Length: ${Math.max(0, body.length - 3)}`], [body]),
  'length too long': (r, body) => frame(r, [`Content-Length: ${body.length + 50}`], [body]),
  'negative length': (r, body) => frame(r, ['Content-Length: -1'], [body]),
  'length not a number': (r, body) => frame(r, ['Content-Length: abc'], [body]),
  'two lengths': (r, body) =>
    frame(r, [`Content-Length: ${body.length}`, `Content-Length: ${body.length + 1}`], [body]),
  'huge length': (r, body) => frame(r, ['Content-Length: 99999999999999999999'], [body]),
  'length with sign': (r, body) => frame(r, [`Content-Length: +${body.length}`], [body]),
  'no framing': (r, body) => frame(r, [], [body]),
  'long chunk extension': (r, body) =>
    frame(
      r,
      ['Transfer-Encoding: chunked'],
      [`${body.length.toString(16)};x=${'a'.repeat(20_000)}\r\n`, body, '\r\n0\r\n\r\n'],
    ),
  'junk trailers': (r, body) =>
    frame(r, ['Transfer-Encoding: chunked'], [...chunked(body).slice(0, -1), '0\r\nX-Trailer\r\n\r\n']),
};

function chunked(body: Buffer): (string | Buffer)[] {
  return body.length === 0 ? ['0\r\n\r\n'] : [`${body.length.toString(16)}\r\n`, body, '\r\n', '0\r\n\r\n'];
}

function frame(request: OddRequest, headerLines: string[], parts: (string | Buffer)[]): void {
  request.framing = 'raw';
  request.headers.push(...headerLines.map((line) => ['', line] as [string, string]));
  request.body = Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)),
  );
}

type Mutation = [name: string, apply: (request: OddRequest, random: Random) => void];

/** Each family of oddities, picked with equal weight; a case applies one to three of them. */
const MUTATIONS: readonly ((random: Random) => Mutation)[] = [
  (random) => {
    const query = pick(random, QUERY_ODDITIES);
    return [`query ${JSON.stringify(query.slice(0, 40))}`, (r) => (r.query = query)];
  },
  (random) => {
    const id = pick(random, ODD_IDS);
    return [
      `id ${JSON.stringify(id.slice(0, 40))}`,
      (r) => (r.path = r.path.replace(/\/\d+(?=\/|$)/, `/${id}`)),
    ];
  },
  (random) => {
    const path = pick(random, ODD_PATHS);
    return [`path ${JSON.stringify(path.slice(0, 40))}`, (r) => (r.path = path)];
  },
  (random) => {
    const method = pick(random, METHODS);
    return [`method ${JSON.stringify(method)}`, (r) => (r.method = method)];
  },
  (random) => {
    const version = pick(random, [
      'HTTP/1.0',
      'HTTP/0.9',
      'HTTP/2.0',
      'HTTP/1.2',
      'http/1.1',
      'HTTP/1.1 extra',
      '',
      'HTTP/11',
    ]);
    return [
      `version ${JSON.stringify(version)}`,
      (r) => {
        r.version = version;
        if (version === 'HTTP/1.0') r.headers = r.headers.filter(([name]) => name !== 'Host');
      },
    ];
  },
  (random) => {
    const type = pick(random, CONTENT_TYPES);
    return [`content type ${JSON.stringify(type.slice(0, 40))}`, (r) => setHeader(r, 'Content-Type', type)];
  },
  (random) => {
    const line = pick(random, ODD_HEADER_LINES);
    return [`header ${JSON.stringify(line.slice(0, 40))}`, (r) => r.headers.push(['', line])];
  },
  () => ['no Host', (r) => (r.headers = r.headers.filter(([name]) => name !== 'Host'))],
  (random) => {
    const value = pick(random, ODD_VALUES);
    return [
      `field value ${JSON.stringify(value)?.slice(0, 40)}`,
      (r, rnd) => {
        const body = bodyObject(r);
        const keys = [...Object.keys(body), 'extra'];
        body[pick(rnd, keys)] = value;
        r.body = Buffer.from(JSON.stringify(body));
      },
    ];
  },
  (random) => {
    const body = pick(random, ODD_BODIES);
    return [`body ${JSON.stringify(body.toString().slice(0, 40))}`, (r) => (r.body = Buffer.from(body))];
  },
  (random) => {
    const encoding = pick(random, ['gzip', 'gzip garbage', 'deflate', 'br', 'gzip, gzip', 'zstd']);
    return [
      `content encoding ${encoding}`,
      (r) => {
        const plain = r.body ?? Buffer.from('{}');
        setHeader(r, 'Content-Encoding', encoding.replace(' garbage', ''));
        r.body = encoding === 'gzip' ? gzipSync(plain) : Buffer.from(`\x1f\x8b garbage ${plain.toString()}`);
      },
    ];
  },
  (random) => {
    const name = pick(random, Object.keys(ODD_FRAMINGS));
    return [`framing ${name}`, (r) => ODD_FRAMINGS[name](r, r.body ?? Buffer.from('{}'))];
  },
  (random) => {
    const junk = pick(random, [
      'GET / HTTP/1.1\r\n\r\n',
      'garbage\r\n\r\n',
      '\u0000\u0001\u0002',
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\n{',
      'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
    ]);
    return [`then ${JSON.stringify(junk.slice(0, 20))}`, (r) => (r.trailing = Buffer.from(junk, 'latin1'))];
  },
];

/** The share of cases whose client half-closes after sending. */
const HALF_CLOSE_SHARE = 0.25;

/** Bodies over the 1 MiB limit are rare (they are slow to send); one in this many cases. */
const OVERSIZE_EVERY = 200;

function setHeader(request: OddRequest, name: string, value: string): void {
  request.headers = request.headers.filter(([n]) => n.toLowerCase() !== name.toLowerCase());
  request.headers.push([name, value]);
}

function bodyObject(request: OddRequest): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(request.body?.toString() ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function baseRequest(random: Random, outbreakId: number): OddRequest {
  const [method, template] = pick(random, ROUTES);
  const path = template.replace('{id}', String(outbreakId));
  const hasBody = method === 'POST' || method === 'PUT';
  return {
    method,
    path,
    query: '',
    version: 'HTTP/1.1',
    headers: [
      ['Host', 'localhost'],
      ['Connection', 'close'],
      ...(hasBody ? ([['Content-Type', 'application/json']] as [string, string][]) : []),
    ],
    body: hasBody ? Buffer.from(JSON.stringify(baseBody(path))) : null,
    framing: random() < 0.2 ? 'chunked' : 'length',
    trailing: null,
  };
}

/** The bytes of a request: request line, headers, framing and body, then any trailing bytes. */
function serialize(request: OddRequest): Buffer[] {
  const target = request.query === '' ? request.path : `${request.path}?${request.query}`;
  const lines = [`${request.method} ${target}${request.version ? ` ${request.version}` : ''}`];
  for (const [name, value] of request.headers) lines.push(name === '' ? value : `${name}: ${value}`);
  const body = request.body ?? Buffer.alloc(0);
  let bodyParts: Buffer[] = [body];
  if (request.framing === 'length' && request.body) lines.push(`Content-Length: ${body.length}`);
  if (request.framing === 'chunked' && request.body) {
    lines.push('Transfer-Encoding: chunked');
    bodyParts = chunked(body).map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part));
  }
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return [head, ...bodyParts, ...(request.trailing ? [request.trailing] : [])];
}

/** `count` cases from `seed`; `outbreakId` is an outbreak that exists. */
export function oddRequests(seed: number, count: number, outbreakId: number): OddCase[] {
  const random = seededRandom(seed);
  const cases: OddCase[] = [];
  for (let i = 0; i < count; i += 1) {
    const request = baseRequest(random, outbreakId);
    const names = [`${request.method} ${request.path}`];
    if (i % OVERSIZE_EVERY === OVERSIZE_EVERY - 1) {
      request.body = Buffer.from(JSON.stringify({ email: 'a'.repeat(1_100_000) }));
      names.push('body over the limit');
    }
    const mutationCount = 1 + Math.floor(random() * 3);
    for (let m = 0; m < mutationCount; m += 1) {
      const [name, apply] = pick(random, MUTATIONS)(random);
      apply(request, random);
      names.push(name);
    }
    cases.push({
      label: `#${i} ${names.join(' + ')}`,
      pieces: serialize(request),
      isHead: request.method === 'HEAD',
      // Clients that half-close once their request is sent (HTTP/1.0 tools, scripts) are common enough;
      // with framing of its own a request may promise more bytes than it has, and without the half-close
      // it would rightly wait for them until the request timeout.
      halfClose: request.framing === 'raw' || random() < HALF_CLOSE_SHARE,
    });
  }
  return cases;
}
