import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/** The real start: `main.ts` in a process of its own, as `npm start` runs it (TypeScript through tsx). */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const PASSWORD = 'Sturdy-Lantern-42';

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** `onOutput` sees the output so far as each piece arrives, without waiting for a poll. */
function start(env: Record<string, string> = {}, onOutput?: (text: string) => void): Started {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ow-main-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      SIGNAL_DETECTION: 'false',
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // The load here is the test's own: neither a rate limit nor load shedding may answer it.
      RATE_LIMIT_PER_MINUTE: '1000000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const add = (chunk: Buffer) => {
    text += chunk.toString();
    onOutput?.(text);
  };
  child.stdout.on('data', add);
  child.stderr.on('data', add);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitFor<T>(find: () => T | null | undefined, what: string, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  kind: 'sign-in' | 'read';
}

/** One request over a keep-alive agent; a reset or refused connection rejects. */
function send(agent: Agent, port: number, kind: Answer['kind'], email: string): Promise<Answer> {
  const body = kind === 'sign-in' ? JSON.stringify({ email, password: PASSWORD }) : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: body ? 'POST' : 'GET',
        path: body ? '/api/login' : '/api/health',
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, kind }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the server process', () => {
  it('under keep-alive load, answers every request on SIGTERM, closes its connections and exits 0', async () => {
    const server = start();
    const port = Number(
      (await waitFor(() => /is ready at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output()), 'ready'))[1],
    );
    // One account per sign-in: parallel sign-ins to one account would meet its throttle.
    const emails = Array.from({ length: 8 }, (_, i) => `keepalive-${i}-${Date.now()}@example.org`);
    for (const email of emails) {
      const registered = await fetch(`http://127.0.0.1:${port}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: PASSWORD,
          first_name: 'Kai',
          last_name: 'Mori',
          type: 'regular',
        }),
      });
      expect(registered.status).toBe(201);
    }

    // Twelve clients, each on one keep-alive connection, asking again as soon as they are answered.
    const agents = Array.from({ length: 12 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    const answers: Answer[] = [];
    const failures: unknown[] = [];
    let signInNow = false;
    const client = async (agent: Agent, index: number) => {
      let signedIn = index >= 8;
      for (;;) {
        const kind = !signedIn && signInNow ? 'sign-in' : 'read';
        if (kind === 'sign-in') signedIn = true;
        try {
          const answer = await send(agent, port, kind, emails[index % emails.length]);
          answers.push(answer);
          // Told to close: this client's connection is done, as a browser's would be.
          if (answer.headers.connection === 'close') return;
        } catch (error) {
          failures.push(error);
          return;
        }
      }
    };
    const clients = agents.map((agent, index) => client(agent, index));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Eight sign-ins leave, and 15 ms later the signal comes.
    signInNow = true;
    await new Promise((resolve) => setTimeout(resolve, 15));
    server.child.kill('SIGTERM');
    await Promise.all(clients);
    const code = await server.exited;
    for (const agent of agents) agent.destroy();

    expect(failures.map(String)).toEqual([]);
    const signIns = answers.filter((answer) => answer.kind === 'sign-in');
    expect(signIns).toHaveLength(8);
    expect(signIns.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // Every client was told to close its connection by its last answer.
    expect(answers.filter((answer) => answer.headers.connection === 'close')).toHaveLength(12);
    expect(code).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  }, 60_000);

  it('ends cleanly when SIGTERM comes during start-up', async () => {
    // The signal leaves as soon as the first step is announced, with migrations, reference and demo data
    // still to come (a poll could come too late on a busy machine).
    let signalled = false;
    const server = start({ DEMO_DATA: 'true' }, (output) => {
      if (signalled || !output.includes('preparing the database')) return;
      signalled = true;
      server.child.kill('SIGTERM');
    });
    expect(await server.exited).toBe(0);
    expect(signalled).toBe(true);
    expect(server.output()).toContain('stopped during start-up');
    expect(server.output()).not.toContain('is ready at');
  }, 60_000);

  it.each([
    ['32 × "a"', 'a'.repeat(32)],
    ['a known example', 'your-256-bit-secret-change-me-please-0123456789'],
  ])(
    'refuses to start with a weak JWT_SECRET (%s), saying why',
    async (_name, secret) => {
      const server = start({ JWT_SECRET: secret });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/JWT_SECRET: /);
      expect(server.output()).not.toContain('is ready at');
    },
    60_000,
  );
});
