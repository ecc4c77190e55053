import { connect } from 'node:net';

/** One HTTP/1.x response as it arrived on the wire. */
export interface RawResponse {
  status: number;
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
}

/** What became of one request: a complete response, or why there was none. */
export type RawOutcome =
  | { kind: 'response'; response: RawResponse }
  | { kind: 'dropped' | 'timeout'; detail: string; received: string };

export interface RawRequestOptions {
  /** The bytes to send, in pieces written one after another. */
  pieces: (string | Buffer)[];
  /** A HEAD request's answer has headers only. */
  isHead?: boolean;
  /** Shut down our sending side once everything is written, as a client that has nothing more to say. */
  halfClose?: boolean;
  timeoutMs?: number;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** Parses the status line and headers; null while they are incomplete. */
function parseHead(
  data: Buffer,
): { status: number; headers: Record<string, string>; bodyStart: number } | null {
  const end = data.indexOf(HEADER_END);
  if (end < 0) return null;
  const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) throw new Error(`not an HTTP status line: ${JSON.stringify(statusLine.slice(0, 80))}`);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return { status: Number(match[1]), headers, bodyStart: end + HEADER_END.length };
}

/** Decodes a chunked body; null while its last chunk has not arrived. */
function parseChunked(data: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd < 0) return null;
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) throw new Error('bad chunk size in the response');
    if (size === 0) return data.indexOf(HEADER_END, lineEnd) >= 0 ? Buffer.concat(parts) : null;
    if (data.length < lineEnd + 2 + size + 2) return null;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}

/**
 * The first final response in `data` once it is complete (interim 1xx answers skipped), or null.
 * `closed`: the server has closed, so a body without a length ends here.
 */
export function parseResponse(data: Buffer, isHead: boolean, closed: boolean): RawResponse | null {
  let rest = data;
  for (;;) {
    const head = parseHead(rest);
    if (!head) return null;
    const { status, headers, bodyStart } = head;
    const body = rest.subarray(bodyStart);
    if (status >= 100 && status < 200) {
      rest = body;
      continue;
    }
    if (isHead || status === 204 || status === 304) return { status, headers, body: Buffer.alloc(0) };
    if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      const decoded = parseChunked(body);
      return decoded ? { status, headers, body: decoded } : null;
    }
    if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      return body.length >= length ? { status, headers, body: body.subarray(0, length) } : null;
    }
    return closed ? { status, headers, body } : null;
  }
}

/**
 * Sends raw bytes over a fresh TCP connection and waits for the first complete HTTP response: the view
 * of a client that can send anything at all, which `app.inject` cannot (it never parses HTTP).
 */
export function sendRaw(port: number, options: RawRequestOptions): Promise<RawOutcome> {
  const { pieces, isHead = false, halfClose = false, timeoutMs = 10_000 } = options;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = connect({ port, host: '127.0.0.1' });
    const settle = (outcome: RawOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const received = () => Buffer.concat(chunks).toString('latin1').slice(0, 300);
    const check = (closed: boolean, detail: string) => {
      try {
        const response = parseResponse(Buffer.concat(chunks), isHead, closed);
        if (response) settle({ kind: 'response', response });
        else if (closed) settle({ kind: 'dropped', detail, received: received() });
      } catch (error) {
        settle({ kind: 'dropped', detail: (error as Error).message, received: received() });
      }
    };
    const timer = setTimeout(
      () =>
        settle({ kind: 'timeout', detail: `no complete answer in ${timeoutMs} ms`, received: received() }),
      timeoutMs,
    );
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      check(false, '');
    });
    socket.on('end', () => check(true, 'closed by the server'));
    socket.on('close', () => check(true, 'connection closed'));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      check(true, `socket error ${error.code ?? error.message}`),
    );
    socket.on('connect', () => {
      for (const piece of pieces) socket.write(piece);
      if (halfClose) socket.end();
    });
  });
}
