// Issue 28: a 100,000-row CSV imported through the API of the built server, on SQLite and (with
// BENCH_DATABASE_URL, a server we may create databases on) PostgreSQL: rows per second of the run, and
// the latency of the reports list asked continuously, one request at a time, while it runs.
// `node bench/import.mjs`, or `BENCH_ONLY=import npm run bench`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { largeImportFile } from './large-import-file.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const PORT = 8293;
const base = `http://127.0.0.1:${PORT}/api`;
const ADMIN = { email: 'bench-admin@example.org', password: 'Quiet-Lantern-Harbour-7' };

function startServer(env) {
  return spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(PORT),
      DEMO_DATA: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHealth() {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** The server's resident memory in MB, from /proc (Linux). */
function residentMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function benchDatabase(label, env, file) {
  const server = startServer(env);
  try {
    await waitForHealth();
    const session = await (
      await fetch(`${base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json();
    if (!session.access_token) throw new Error(`bench sign-in failed: ${JSON.stringify(session)}`);
    const auth = { authorization: `Bearer ${session.access_token}` };
    const json = async (method, url, body) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const uploaded = await fetch(`${base}/imports?filename=bench.csv`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/csv' },
      body: file,
    }).then((response) => response.json());
    const checkStart = performance.now();
    const checked = await json('POST', `/imports/${uploaded.id}/check`, { mapping: uploaded.mapping });
    const checkSeconds = (performance.now() - checkStart) / 1000;
    if (checked.check.counts.added !== ROWS)
      throw new Error(`check: ${JSON.stringify(checked.check.counts)}`);

    const idle = [];
    for (let i = 0; i < 20; i += 1) {
      const t0 = performance.now();
      await (await fetch(`${base}/outbreaks?limit=30`, { headers: auth })).arrayBuffer();
      idle.push(performance.now() - t0);
    }
    idle.sort((a, b) => a - b);
    const rssBefore = residentMb(server.pid);
    const started = performance.now();
    await json('POST', `/imports/${uploaded.id}/run`);
    const latencies = [];
    let rssMax = rssBefore;
    let job = { state: 'running' };
    let lastPoll = 0;
    while (job.state === 'running') {
      const t0 = performance.now();
      const list = await fetch(`${base}/outbreaks?limit=30`, { headers: auth });
      await list.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (performance.now() - lastPoll > 500) {
        lastPoll = performance.now();
        job = await json('GET', `/imports/${uploaded.id}`);
        rssMax = Math.max(rssMax, residentMb(server.pid) ?? 0);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    if (job.state !== 'done' || job.result.added !== ROWS) throw new Error(`run: ${JSON.stringify(job)}`);
    latencies.sort((a, b) => a - b);
    console.log(
      `${label}: ${ROWS.toLocaleString('en-US')} rows checked in ${checkSeconds.toFixed(1)} s, run in ` +
        `${seconds.toFixed(1)} s = ${Math.round(ROWS / seconds)} rows/s; GET /api/outbreaks during the run: ` +
        `${latencies.length} requests, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ` +
        `${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms (idle p50 ` +
        `${percentile(idle, 50).toFixed(0)} ms); server RSS ` +
        `${rssBefore} MB before, ${rssMax} MB max`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
  }
}

export async function benchImport() {
  const file = largeImportFile(ROWS);
  console.log(`\nImport of a ${ROWS.toLocaleString('en-US')}-row CSV (${(file.length / 1e6).toFixed(1)} MB)`);
  if (process.env.BENCH_SQLITE !== 'false') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ow-bench-import-'));
    try {
      await benchDatabase('SQLite', { DATA_DIR: dataDir }, file);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL to measure it too.');
    return;
  }
  const name = `ow_bench_import_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ow-bench-import-pg-'));
  try {
    await benchDatabase(
      'PostgreSQL',
      {
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      },
      file,
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchImport();
