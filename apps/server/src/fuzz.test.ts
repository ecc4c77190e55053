import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorResponse } from '@outbreak-watch/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database.js';
import { PROTOCOL_MESSAGES } from './plugins/client-errors.js';
import { UNAVAILABLE_MESSAGE } from './plugins/errors.js';
import { REQUEST_MESSAGES } from './plugins/request-guards.js';
import { createOutbreakRow, createUser } from './test/factories.js';
import { oddRequests, type OddCase } from './test/odd-requests.js';
import { sendRaw, type RawOutcome } from './test/raw-http.js';
import { createTestApp, DATABASE_KINDS, listenOnFreePort, type TestApp } from './test/test-app.js';

/** The same cases every run; set FUZZ_SEED (and FUZZ_CASES) to explore others. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const CASES = Number(process.env.FUZZ_CASES ?? 3_000);
const PARALLEL = 12;

/** Tables no request without a valid session may change (sign-in failures only add throttles and audit lines). */
const GUARDED_TABLES = [
  'users',
  'sessions',
  'refresh_tokens',
  'email_tokens',
  'mail_outbox',
  'countries',
  'states',
  'diseases',
  'outbreaks',
  'outbreak_answers',
  'comments',
  'follows',
  'data_versions',
] as const;

/** A stack frame, a source path or a database's own wording: nothing a client should ever see. */
const LEAKS: readonly RegExp[] = [
  /\n\s+at \S+/,
  /node_modules|\/src\/|\.ts:\d+/,
  /\bselect\b[^"]{0,200}\bfrom\b|\binsert into\b|\bupdate \S+ set\b|\bdelete from\b/i,
  /SQLITE_|syntax error at|violates|relation "|duplicate key|FST_ERR|ERR_/,
];

/** A tiny web build, so the app's own pages and files are part of the run. */
function createWebDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ow-fuzz-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Outbreak Watch</title>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** Every guarded table's rows, in a stable order, as one string. */
async function snapshot(database: Database): Promise<string> {
  const parts: string[] = [];
  for (const table of GUARDED_TABLES) {
    const { rows } = await sql`select * from ${sql.table(table)}`.execute(database.db);
    parts.push(
      `${table}:${rows
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n')}`,
    );
  }
  return parts.join('\n\n');
}

/** What is wrong with an outcome, or null when it is a complete, clean answer. */
function problemOf(outcome: RawOutcome): string | null {
  if (outcome.kind !== 'response')
    return `${outcome.kind}: ${outcome.detail} after ${JSON.stringify(outcome.received)}`;
  const { status, body } = outcome.response;
  const text = body.toString('utf8');
  if (status >= 500) {
    const isOverload = status === 503 && text.includes(UNAVAILABLE_MESSAGE);
    if (!isOverload) return `status ${status}: ${text.slice(0, 200)}`;
  }
  const leak = LEAKS.find((pattern) => pattern.test(text));
  if (leak) return `leaks ${leak} in ${status}: ${text.slice(0, 300)}`;
  const isJson = /application\/json/.test(outcome.response.headers['content-type'] ?? '');
  if (status >= 400 && isJson && body.length > 0 && !isErrorShape(text, status))
    return `error not in the API's shape: ${text.slice(0, 200)}`;
  return null;
}

/** DESIGN.md §5: `{ statusCode, error, message }` with the answer's own status. */
function isErrorShape(text: string, status: number): boolean {
  try {
    const body = JSON.parse(text) as Partial<ErrorResponse>;
    return body.statusCode === status && typeof body.error === 'string' && typeof body.message === 'string';
  } catch {
    return false;
  }
}

/** Sends every case, `PARALLEL` at a time, and returns the cases that got no clean answer. */
async function sendAll(port: number, cases: OddCase[]) {
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const oddCase = cases[next];
      next += 1;
      const outcome = await sendRaw(port, oddCase);
      if (outcome.kind === 'response')
        statuses.set(outcome.response.status, (statuses.get(outcome.response.status) ?? 0) + 1);
      const problem = problemOf(outcome);
      if (problem) failures.push(`${oddCase.label}: ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { failures, statuses };
}

describe.each(DATABASE_KINDS)('odd requests over real sockets on %s', (kind) => {
  let t: TestApp;
  let port: number;
  let webDir: string;
  let outbreakId: number;
  beforeAll(async () => {
    webDir = createWebDir();
    t = await createTestApp(
      kind,
      // Thousands of requests from one address: the limits have their own tests.
      { rateLimitPerMinute: 1_000_000, authRateLimitPerMinute: 1_000_000, maxEventLoopDelayMs: 1_000 },
      { webDir },
    );
    const reporter = await createUser(t.app.db);
    outbreakId = await createOutbreakRow(t.app.db, { reporter_id: reporter.id });
    await createOutbreakRow(t.app.db);
    port = await listenOnFreePort(t.app);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it(`answers each of ${CASES} malformed requests with a complete, clean HTTP response and changes nothing`, async () => {
    const before = await snapshot(t.database);
    const startedAt = performance.now();
    const { failures, statuses } = await sendAll(port, oddRequests(SEED, CASES, outbreakId));
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.info(
      `${kind}: ${CASES} odd requests in ${seconds} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(failures).toEqual([]);
    expect(await snapshot(t.database)).toBe(before);
  }, 60_000);

  /** Requests that once went unanswered or got a wrong answer, each with the answer it must get. */
  const EDGES: { name: string; pieces: string[]; halfClose?: boolean; status: number; message?: string }[] = [
    {
      name: 'a CONNECT request',
      pieces: ['CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n'],
      status: 405,
      message: PROTOCOL_MESSAGES.connectNotSupported,
    },
    {
      name: 'a request whose client half-closes once it is sent',
      pieces: ['GET /api/outbreaks HTTP/1.1\r\nHost: x\r\n\r\n'],
      halfClose: true,
      status: 200,
    },
    {
      name: 'a valid request followed by garbage on the same connection',
      pieces: ['GET /api/outbreaks HTTP/1.1\r\nHost: x\r\n\r\ngarbage\r\n\r\n'],
      status: 200,
    },
    {
      name: 'a body the route does not read, still arriving when the answer closes the connection',
      pieces: [
        `GET /api/docs/json HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 1100000\r\n\r\n`,
        'a'.repeat(1_100_000),
      ],
      status: 200,
    },
    {
      name: 'an upgrade request with a broken chunked body',
      pieces: [
        'POST /api/login HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: h2c\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n{"email":1}',
      ],
      status: 400,
      message: REQUEST_MESSAGES.upgradeWithChunkedBody,
    },
    {
      name: 'an address longer than the parser reads',
      pieces: [`GET /api/outbreaks?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
      status: 414,
      message: PROTOCOL_MESSAGES.uriTooLong,
    },
    {
      name: 'an address over the limit',
      pieces: [`GET /api/outbreaks?q=${'a'.repeat(9_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
      status: 414,
      message: PROTOCOL_MESSAGES.uriTooLong,
    },
    {
      name: 'headers over the limit',
      pieces: [`GET /api/outbreaks HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
      status: 431,
      message: PROTOCOL_MESSAGES.headersTooLarge,
    },
    {
      name: 'a broken percent-encoding in the path',
      pieces: ['GET /api/outbreaks/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n'],
      status: 400,
      message: REQUEST_MESSAGES.badUrl,
    },
    {
      name: 'a query parameter given twice',
      pieces: ['GET /api/outbreaks?page=1&page=2 HTTP/1.1\r\nHost: x\r\n\r\n'],
      status: 400,
      message: REQUEST_MESSAGES.repeatedParameter('page'),
    },
    {
      name: 'a NUL character in a streamed export’s filter',
      pieces: ['GET /api/outbreaks/export.geojson?q=%00 HTTP/1.1\r\nHost: x\r\n\r\n'],
      status: 400,
      message: REQUEST_MESSAGES.nulCharacter('q'),
    },
    {
      name: 'a gzip-compressed body',
      pieces: [
        'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 4\r\n\r\nabcd',
      ],
      status: 415,
      message: REQUEST_MESSAGES.encodedBody,
    },
  ];

  it.each(EDGES)('answers $name with $status', async ({ pieces, halfClose, status, message }) => {
    const outcome = await sendRaw(port, { pieces, halfClose });
    expect(outcome.kind === 'response' ? outcome.response.status : outcome).toBe(status);
    if (message && outcome.kind === 'response') {
      expect(JSON.parse(outcome.response.body.toString())).toMatchObject({ statusCode: status, message });
    }
  });
});
