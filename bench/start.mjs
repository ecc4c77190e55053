// Start budget of DESIGN.md §8: a fresh DATA_DIR ready to serve in under 10 s, a warm start under 2 s,
// idle memory under 150 MB. Measures the built server as `npm start` runs it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = 8290;

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function timeStart(dataDir, env = {}) {
  const started = Date.now();
  const child = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = await waitForHealth(started + 30_000);
  const ms = Date.now() - started;
  if (!ready) throw new Error('the server did not become ready within 30 s');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const memory = rssMb(child.pid);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  const code = await exited;
  return { ms, memory, code };
}

export async function benchStart() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ow-bench-start-'));
  try {
    const cold = await timeStart(dataDir);
    const warm = await timeStart(dataDir);
    const rows = [
      ['fresh DATA_DIR to healthy', `${cold.ms} ms`, '< 10,000 ms'],
      ['warm start to healthy', `${warm.ms} ms`, '< 2,000 ms'],
      ['idle memory (RSS) after start', `${warm.memory.toFixed(0)} MB`, '< 150 MB'],
      ['exit code after SIGTERM', String(warm.code), '0'],
    ];
    console.log('\nStart (SQLite)');
    console.table(rows.map(([measure, value, budget]) => ({ measure, value, budget })));
    return { cold, warm };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchStart();
