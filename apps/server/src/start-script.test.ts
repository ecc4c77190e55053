import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the build script is plain JavaScript without types.
import { ensureBuilt } from '../../../scripts/ensure-built.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function isServing(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** True while any process of the group started for the test is alive. */
function isGroupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

// A process manager, a container runtime or a terminal stops `npm start` by signalling npm's own process:
// the server under it must stop too, not be left running without a parent.
describe('npm start under a signal', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ow-start-'));
  let npm: ChildProcess | undefined;

  beforeAll(() => {
    // `npm start` builds what is missing; doing it here keeps the start below within its timeout.
    (ensureBuilt as () => void)();
  }, 300_000);
  afterAll(() => {
    // Whatever the outcome, nothing the test started outlives it.
    if (npm?.pid && isGroupAlive(npm.pid)) process.kill(-npm.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops the server when npm is sent SIGTERM', async () => {
    const port = await freePort();
    const child = spawn('npm', ['start'], {
      cwd: root,
      // A group of its own, so the test can tell when every process under npm is gone.
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        MAP_TILE_URL: '',
      },
    });
    npm = child;
    const groupId = child.pid ?? 0;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    expect(groupId).toBeGreaterThan(0);
    expect(await waitFor(() => isServing(port), 30_000)).toBe(true);

    child.kill('SIGTERM');

    expect(await exited).toBe(0);
    expect(await waitFor(async () => !(await isServing(port)), 10_000)).toBe(true);
    expect(await waitFor(() => !isGroupAlive(groupId), 10_000)).toBe(true);
  }, 60_000);
});
