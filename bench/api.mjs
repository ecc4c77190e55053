// API budget of DESIGN.md §8 at 1,000,000 outbreaks with 50 concurrent clients, beside bare Fastify
// returning the same JSON from memory in the same run: reports pages, an outbreak, map and analytics,
// searches, filtered, deep and keyset pages and details with random parameters (no cache can answer
// them), writes, the cost of logging, and a soak of mixed reads and writes (BENCH_SOAK_SECONDS, 600). SQLite always; PostgreSQL too when BENCH_DATABASE_URL points at a server we may create
// databases on (e.g. postgres://postgres@127.0.0.1:5432/postgres).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUTBREAKS = Number(process.env.BENCH_OUTBREAKS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PORT = 8291;
const BARE_PORT = 8292;

function run(args, env) {
  const result = spawnSync('node', args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed`);
}

async function waitForHealth() {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const ADMIN = { email: 'bench-admin@example.org', password: 'Quiet-Lantern-Harbour-7' };

/** The headers of a fresh session of the bench's admin (an access token lasts 15 minutes). */
async function signInAsAdmin(base) {
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const session = await login.json();
  if (!session.access_token) throw new Error(`bench sign-in failed: ${JSON.stringify(session)}`);
  return { authorization: `Bearer ${session.access_token}` };
}

function load(url, headers = {}, paths = undefined, extra = {}) {
  // With `paths`, every request asks for a new random URL, so no cache can answer it.
  const requests = paths ? [{ setupRequest: (request) => ({ ...request, path: paths() }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon(
      { url, headers, connections: CONNECTIONS, duration: DURATION, requests, ...extra },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * Waits until the server has drained what the last line at full load queued: three health checks in a
 * row each answered within 50 ms (at most 60 s), so that the next one-connection line measures service
 * time, not the tail of the previous line's queue or the overload guard still shedding.
 */
async function settle(origin) {
  const deadline = Date.now() + 60_000;
  for (let calm = 0; calm < 3 && Date.now() < deadline;) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/health`);
    await response.arrayBuffer();
    calm = response.ok && performance.now() - started < 50 ? calm + 1 : 0;
    if (calm === 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A JSON answer the bench needs to go on. Right after a line at full load the server may still be
 * shedding load (503): wait for it rather than fail the whole run.
 */
async function getJson(url) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(url);
    if (response.ok) return response.json();
    if (attempt >= 60) throw new Error(`${url} answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];

let benchReports = 0;
/**
 * The body of one more report: each a report of its own (numbered description) sent past the
 * possible-duplicates warning, as a reporter who saw it would; the duplicate check still runs on each.
 */
const nextReportBody = (report) =>
  JSON.stringify({ ...report, description: `Bench report ${(benchReports += 1)}`, submit_anyway: true });
const isoDay = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** A random date range: a preset, or custom ends anywhere in the data's ten years. */
function randomRange() {
  if (Math.random() < 0.5) return `days=${pick([7, 30, 90, 365])}`;
  const a = Math.floor(Math.random() * 3650);
  const b = Math.floor(Math.random() * 3650);
  return `from=${isoDay(Math.max(a, b))}&to=${isoDay(Math.min(a, b))}`;
}

function randomMapPath(diseaseIds) {
  const query = [randomRange()];
  if (Math.random() < 0.4) query.push(`disease_id=${pick(diseaseIds)}`);
  if (Math.random() < 0.3) query.push(`status=${pick(['active', 'investigating', 'contained', 'resolved'])}`);
  if (Math.random() < 0.3) query.push(`confirmed=${pick(['true', 'false'])}`);
  return `/api/map/countries?${query.join('&')}`;
}

function randomAnalyticsPath(diseaseIds, countryIds) {
  const query = [randomRange()];
  if (Math.random() < 0.3) query.push(`country_id=${pick(countryIds)}`);
  if (Math.random() < 0.3) query.push(`disease_id=${pick(diseaseIds)}`);
  if (Math.random() < 0.3) query.push(`severity=${pick(['low', 'medium', 'high'])}`);
  if (Math.random() < 0.3) query.push(`status=${pick(['active', 'investigating', 'contained', 'resolved'])}`);
  return `/api/analytics?${query.join('&')}`;
}

const randomPage = (max) => 1 + Math.floor(Math.random() ** 2 * max);

/** One to three of the list's filters, chosen at random. */
function randomListFilters(diseaseIds, countryIds) {
  const all = [
    () => `country_id=${pick(countryIds)}`,
    () => `disease_id=${pick(diseaseIds)}`,
    () => `status=${pick(['active', 'investigating', 'contained', 'resolved'])}`,
    () => `severity=${pick(['low', 'medium', 'high', 'critical'])}`,
    () => {
      const a = Math.floor(Math.random() * 3650);
      const b = Math.floor(Math.random() * 3650);
      return `from=${isoDay(Math.max(a, b))}&to=${isoDay(Math.min(a, b))}`;
    },
  ];
  const chosen = all.sort(() => Math.random() - 0.5).slice(0, 1 + Math.floor(Math.random() * 3));
  return chosen.map((filter) => filter());
}

/** A numbered page (up to 100, most near the top) of a list with random filters. */
function randomFilteredListPath(diseaseIds, countryIds) {
  const query = randomListFilters(diseaseIds, countryIds);
  query.push(`page=${randomPage(100)}`, 'limit=30');
  return `/api/outbreaks?${query.join('&')}`;
}

/** A keyset page at a random depth: a cursor as the API makes them, at any day of the ten years. */
function randomKeysetPath(diseaseIds, countryIds, maxId) {
  const cursor = Buffer.from(
    `${isoDay(Math.floor(Math.random() * 3650))}.${1 + Math.floor(Math.random() * maxId)}`,
  ).toString('base64url');
  const query = Math.random() < 0.5 ? randomListFilters(diseaseIds, countryIds) : [];
  query.push(`cursor=${cursor}`, 'limit=30');
  return `/api/outbreaks?${query.join('&')}`;
}

/**
 * A search for a word of a disease name, whole or its first letters, among every disease (most have
 * no reports at all), sometimes with a second word or a filter, on one of the first pages.
 */
function randomSearchPath(searchWords, diseaseIds, countryIds) {
  const word = pick(searchWords);
  const words = [Math.random() < 0.5 ? word : word.slice(0, 3 + Math.floor(Math.random() * 4))];
  if (Math.random() < 0.2) words.push(pick(searchWords));
  const query = [`q=${encodeURIComponent(words.join(' '))}`];
  if (Math.random() < 0.3) query.push(...randomListFilters(diseaseIds, countryIds).slice(0, 1));
  query.push(`page=${randomPage(5)}`, 'limit=30');
  return `/api/outbreaks?${query.join('&')}`;
}

const STATUSES = ['active', 'investigating', 'contained', 'resolved'];

/** A random range of the explore views: a preset of the Reports page, or custom ends in the ten years. */
function randomDates() {
  if (Math.random() < 0.5) return `days=${pick([30, 90, 365])}`;
  const a = Math.floor(Math.random() * 3650);
  const b = Math.floor(Math.random() * 3650);
  return `from=${isoDay(Math.max(a, b))}&to=${isoDay(Math.min(a, b))}`;
}

/**
 * One to four of the Reports page's filters (disease, country, region, status, confirmation, dates),
 * chosen at random: the vocabulary every view of issue 26 shares.
 */
function randomReportsFilters({ diseaseIds, countryIds, regionCodes }) {
  const all = [
    () => `disease_id=${pick(diseaseIds)}`,
    () => `country_id=${pick(countryIds)}`,
    () => `region=${pick(regionCodes)}`,
    () => `status=${pick(STATUSES)}`,
    () => `confirmed=${pick(['true', 'false'])}`,
    () => randomDates(),
  ];
  return all
    .sort(() => Math.random() - 0.5)
    .slice(0, 1 + Math.floor(Math.random() * 4))
    .map((filter) => filter());
}

/**
 * The Reports page as a person scrolls it: a first page of 30 with random filters, then the next page
 * by its cursor (or, when the first was the only one, another first page). Two requests a round.
 */
function reportsPageRequests(reference) {
  const firstPage = (request, context) => {
    context.query = randomReportsFilters(reference).join('&');
    return { ...request, path: `/api/outbreaks?${context.query}&limit=30` };
  };
  return [
    {
      setupRequest: firstPage,
      onResponse: (status, body, context) => {
        context.cursor = status === 200 ? JSON.parse(body).next_cursor : null;
      },
    },
    {
      setupRequest: (request, context) =>
        context.cursor
          ? { ...request, path: `/api/outbreaks?${context.query}&cursor=${context.cursor}&limit=30` }
          : firstPage(request, context),
    },
  ];
}

/** A text search of the Reports page: random disease words or their first letters, at times a region. */
function randomExploreSearchPath({ searchWords, regionCodes }) {
  const word = pick(searchWords);
  const words = [Math.random() < 0.5 ? word : word.slice(0, 3 + Math.floor(Math.random() * 4))];
  if (Math.random() < 0.2) words.push(pick(searchWords));
  const query = [`q=${encodeURIComponent(words.join(' '))}`];
  if (Math.random() < 0.4) query.push(`region=${pick(regionCodes)}`);
  query.push('limit=30');
  return `/api/outbreaks?${query.join('&')}`;
}

/** The epidemic curve with its five-year band: 90 or 365 days, at times a disease or region, a stack. */
function randomEpicurvePath({ diseaseIds, regionCodes }) {
  const query = [`days=${pick([90, 365])}`];
  if (Math.random() < 0.5) query.push(`disease_id=${pick(diseaseIds)}`);
  if (Math.random() < 0.5) query.push(`region=${pick(regionCodes)}`);
  query.push(`stack=${pick(['disease', 'status'])}`);
  return `/api/analytics/epicurve?${query.join('&')}`;
}

/** The map's weekly frames of a random 13 or 52 weeks in the ten years, at times a disease or region. */
function randomMapFramesPath({ diseaseIds, regionCodes }) {
  const end = Math.floor(Math.random() * 3650);
  const query = ['interval=week', `from=${isoDay(end + pick([90, 363]))}`, `to=${isoDay(end)}`];
  if (Math.random() < 0.5) query.push(`disease_id=${pick(diseaseIds)}`);
  if (Math.random() < 0.5) query.push(`region=${pick(regionCodes)}`);
  return `/api/map/frames?${query.join('&')}`;
}

/**
 * The reads of issue 26 ("explore in place, time and population") with random filters, uncached: each
 * at one connection (the service time, budget p99 < 20 ms) and at 50 (nothing refused; throughput
 * beside bare Fastify). An endpoint not there yet (404) is skipped with a note.
 */
async function exploreLines(origin, reference) {
  const lines = [
    { name: 'reports page + next by cursor, random filters', requests: reportsPageRequests(reference) },
    { name: 'search, disease words, at times a region', path: () => randomExploreSearchPath(reference) },
    { name: 'epidemic curve with five-year band', path: () => randomEpicurvePath(reference) },
    { name: 'map frames, 13 or 52 weeks', path: () => randomMapFramesPath(reference) },
  ];
  const rows = [];
  for (const line of lines) {
    if (line.path) {
      const probe = await fetch(`${origin}${line.path()}`);
      if (probe.status === 404) {
        console.log(`${line.name}: skipped, ${new URL(line.path(), origin).pathname} answers 404 here`);
        rows.push({ request: line.name, note: 'skipped: 404 (endpoint not in this build)' });
        continue;
      }
    }
    const requests = line.requests ?? [{ setupRequest: (request) => ({ ...request, path: line.path() }) }];
    await settle(origin);
    const one = await load(origin, {}, undefined, { requests, connections: 1 });
    const many = await load(origin, {}, undefined, { requests });
    rows.push({
      request: `${line.name} (uncached)`,
      '1 conn p50 ms': one.latency.p50,
      '1 conn p99 ms': one.latency.p99,
      '1 conn errors': errorKinds(one) || 0,
      '50 conn req/s': Math.round(many.requests.average),
      '50 conn p99 ms': many.latency.p99,
      '50 conn errors': errorKinds(many) || 0,
    });
  }
  return rows;
}

/** What the random paths draw from: the server's diseases, countries, M49 areas and search words. */
async function loadReference(base) {
  const diseases = await getJson(`${base}/diseases`);
  const countryIds = (await getJson(`${base}/map/countries`)).countries.map((c) => c.country_id);
  const regionCodes = (await getJson(`${base}/regions`)).regions.map((r) => r.code);
  const searchWords = [
    ...new Set(
      diseases.flatMap((d) => d.name.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3),
    ),
  ];
  return { diseaseIds: diseases.map((d) => d.id), countryIds, regionCodes, searchWords };
}

/** Answers other than 2xx by status ("503×12"), and connection errors and time-outs. */
function errorKinds(result) {
  const kinds = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}×${count}`);
  if (result.errors) kinds.push(`errors×${result.errors}`);
  if (result.timeouts) kinds.push(`timeouts×${result.timeouts}`);
  return kinds.join(' ');
}

const summarize = (name, result) => ({
  request: name,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  errors: errorKinds(result) || 0,
});

function startServer(script, env) {
  return spawn('node', [script], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(PORT),
      DEMO_DATA: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // The signed-in lines and the writes use this account, made verified at start.
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopServer(server) {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
}

/** The signal runner checks every 15 s; a write line this long spans at least one recomputation. */
const WRITE_SECONDS = Math.max(DURATION, 20);

/** How long the soak runs (0 skips it). */
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);

/** The server's resident memory in MB, from /proc (Linux). */
function residentMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * A long mixed load at 50 connections: searches, filtered, deep and keyset lists, details, map and
 * analytics with random filters (every one uncached), and one report in twenty, with the signal runner
 * on. It passes with fewer than 0.1% errors and memory that levels off rather than climbs.
 */
async function soak(label, server, origin, randomPaths, report, auth) {
  const reads = [
    ...Array(4).fill(randomPaths.search),
    ...Array(4).fill(randomPaths.filters),
    ...Array(3).fill(randomPaths.keyset),
    ...Array(4).fill(randomPaths.details),
    ...Array(2).fill(randomPaths.map),
    ...Array(2).fill(randomPaths.analytics),
  ];
  // The in-memory summary loads at start; the soak measures the server once it is ready.
  for (const warm of ['/api/map/countries', '/api/analytics']) await fetch(`${origin}${warm}`);
  const memory = [residentMb(server.pid)];
  const sampler = setInterval(() => memory.push(residentMb(server.pid)), 60_000);
  console.log(`
${label}: soak, ${SOAK_SECONDS} s of mixed reads and writes…`);
  let result;
  try {
    result = await new Promise((resolve, reject) => {
      autocannon(
        {
          url: origin,
          connections: CONNECTIONS,
          duration: SOAK_SECONDS,
          requests: [
            {
              setupRequest: (request) =>
                Math.random() < 0.05
                  ? {
                      ...request,
                      method: 'POST',
                      path: '/api/outbreaks',
                      headers: { ...auth, 'content-type': 'application/json' },
                      body: nextReportBody(report),
                    }
                  : { ...request, method: 'GET', path: pick(reads)(), headers: {}, body: undefined },
            },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
    });
  } finally {
    clearInterval(sampler);
  }
  const errors = result.errors + result.timeouts + result.non2xx;
  const total = result.requests.total;
  console.table([
    {
      requests: total,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors,
      'error %': ((100 * errors) / Math.max(total, 1)).toFixed(3),
      kinds: errorKinds(result),
      budget: errors / Math.max(total, 1) < 0.001 ? 'met (< 0.1%)' : 'missed',
    },
  ]);
  console.log(`resident memory by minute, MB: ${memory.join(', ')}`);
}

/** `BENCH_ONLY=explore`: only bare Fastify and the reads of issue 26, without the writes and the soak. */
const EXPLORE_ONLY = process.env.BENCH_ONLY === 'explore';

/** The bench's table of the reads of issue 26, with each line's 50-connection rate beside bare Fastify. */
function printExplore(label, rows, bareRps) {
  for (const row of rows)
    if (row['50 conn req/s'] !== undefined)
      row['vs bare'] = `${Math.round((100 * row['50 conn req/s']) / bareRps)}%`;
  console.log(
    `\n${label}, ${OUTBREAKS.toLocaleString('en-US')} outbreaks: explore reads, random filters, ${DURATION} s at 1 and at ${CONNECTIONS} connections (bare Fastify ${bareRps} req/s), load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.table(rows);
}

async function benchDatabase(label, env, { generate = true } = {}) {
  if (generate) {
    console.log(`\n${label}: generating ${OUTBREAKS.toLocaleString('en-US')} outbreaks…`);
    run(['apps/server/dist/cli.js', 'generate', '--outbreaks', String(OUTBREAKS)], env);
  } else {
    console.log(`\n${label}: on the outbreaks already in ${env.DATABASE_URL ?? env.DATA_DIR}`);
  }
  // A full signal recomputation (every method, every series), as the runner does after writes.
  if (!EXPLORE_ONLY) run(['apps/server/dist/cli.js', 'detect-signals'], env);
  let server = startServer('apps/server/dist/main.js', env);
  const bare = Fastify();
  try {
    await waitForHealth();
    const base = `http://127.0.0.1:${PORT}/api`;
    const page1 = await getJson(`${base}/outbreaks?page=1&limit=30`);
    const id = page1.outbreaks[0].id;
    // The bare server answers the same body, serialised per request, with no database and no plugins.
    bare.get('/', async () => page1);
    await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });

    // The in-memory summary loads at start (it waits for it): every line measures the server once ready.
    await getJson(`${base}/analytics`);
    const rows = [];
    rows.push(summarize('bare Fastify, same JSON from memory', await load(`http://127.0.0.1:${BARE_PORT}/`)));
    const origin = `http://127.0.0.1:${PORT}`;
    const reference = await loadReference(base);
    const { diseaseIds, countryIds, searchWords } = reference;
    const explore = await exploreLines(origin, reference);
    if (EXPLORE_ONLY) {
      printExplore(label, explore, rows[0]['req/s']);
      return explore;
    }
    rows.push(
      summarize('reports page 1 (limit 30), visitor', await load(`${base}/outbreaks?page=1&limit=30`)),
    );
    rows.push(
      summarize('reports page 1,000 (limit 30), visitor', await load(`${base}/outbreaks?page=1000&limit=30`)),
    );
    rows.push(summarize('one outbreak, visitor', await load(`${base}/outbreaks/${id}`)));
    // Signed-in users are never served from the visitors' cache: this is the database path.
    const auth = await signInAsAdmin(base);
    rows.push(
      summarize(
        'reports page 1, signed in (uncached)',
        await load(`${base}/outbreaks?page=1&limit=30`, auth),
      ),
    );
    rows.push(
      summarize(
        'reports page 1,000, signed in (uncached)',
        await load(`${base}/outbreaks?page=1000&limit=30`, auth),
      ),
    );
    rows.push(summarize('one outbreak, signed in (uncached)', await load(`${base}/outbreaks/${id}`, auth)));

    // Aggregates: the same URL (answered from the per-data-version cache after the first request) and
    // random filters on every request (each one computed from the summary).
    rows.push(summarize('map, all time (version cache)', await load(`${base}/map/countries`)));
    rows.push(
      summarize(
        'map, random filters (uncached)',
        await load(`http://127.0.0.1:${PORT}`, {}, () => randomMapPath(diseaseIds)),
      ),
    );
    rows.push(summarize('analytics, last 30 days (version cache)', await load(`${base}/analytics`)));
    rows.push(
      summarize(
        'analytics, random filters (uncached)',
        await load(`http://127.0.0.1:${PORT}`, {}, () => randomAnalyticsPath(diseaseIds, countryIds)),
      ),
    );
    // Lists, searches and details that no cache can answer: every request asks for another page.
    const maxId = (await fetch(`${base}/outbreaks/${OUTBREAKS}`)).ok ? OUTBREAKS : id;
    const randomPaths = {
      search: () => randomSearchPath(searchWords, diseaseIds, countryIds),
      filters: () => randomFilteredListPath(diseaseIds, countryIds),
      keyset: () => randomKeysetPath(diseaseIds, countryIds, maxId),
      details: () => `/api/outbreaks/${1 + Math.floor(Math.random() * maxId)}`,
      map: () => randomMapPath(diseaseIds),
      analytics: () => randomAnalyticsPath(diseaseIds, countryIds),
    };
    rows.push(
      summarize(
        'search, random disease words and prefixes (uncached)',
        await load(origin, {}, randomPaths.search),
      ),
    );
    rows.push(
      summarize(
        'reports, random filters, pages ≤ 100 (uncached)',
        await load(origin, {}, randomPaths.filters),
      ),
    );
    rows.push(
      summarize(
        'reports, random pages ≤ 10,000, no filter (uncached)',
        await load(
          origin,
          {},
          () => `/api/outbreaks?page=${1 + Math.floor(Math.random() * 10_000)}&limit=30`,
        ),
      ),
    );
    rows.push(
      summarize(
        'reports, keyset pages at random depths (uncached)',
        await load(origin, {}, randomPaths.keyset),
      ),
    );
    rows.push(summarize('one outbreak, random ids (uncached)', await load(origin, {}, randomPaths.details)));

    // Writes last, so that they do not change what the reads above measured. Each report also updates
    // the outbreak summary and the data version in its transaction, and the signal runner recomputes
    // after them in the same process; the second line runs the same server without the runner.
    const place = { country_id: page1.outbreaks[0].country_id, disease_id: page1.outbreaks[0].disease_id };
    const report = {
      date: isoDay(3),
      ...place,
      question_answers: { cases: 120, deaths: 3, population_at_risk: 40_000, secondary_cases: 1.3 },
    };
    const write = () =>
      load(`${base}/outbreaks`, { ...auth, 'content-type': 'application/json' }, undefined, {
        method: 'POST',
        requests: [{ setupRequest: (request) => ({ ...request, body: nextReportBody(report) }) }],
        duration: WRITE_SECONDS,
      });
    rows.push(summarize(`report an outbreak, signal runner on (${WRITE_SECONDS} s)`, await write()));
    await stopServer(server);
    server = startServer('apps/server/dist/main.js', { ...env, SIGNAL_DETECTION: 'false' });
    await waitForHealth();
    rows.push(summarize(`report an outbreak, signal runner off (${WRITE_SECONDS} s)`, await write()));
    // The cost of logging: the signed-in page 1 on the same data (the writes above added to it), without
    // request lines and then with a JSON line for every request, each once the summary has loaded.
    const signedInPage1 = async (name) => {
      await getJson(`${base}/map/countries`);
      rows.push(summarize(name, await load(`${base}/outbreaks?page=1&limit=30`, auth)));
    };
    await signedInPage1('reports page 1, signed in, no request lines');
    await stopServer(server);
    server = startServer('apps/server/dist/main.js', {
      ...env,
      SIGNAL_DETECTION: 'false',
      LOG_LEVEL: 'info',
    });
    await waitForHealth();
    await signedInPage1('reports page 1, signed in, a log line per request');
    await stopServer(server);
    server = startServer('apps/server/dist/main.js', env);
    await waitForHealth();
    const bareRps = rows[0]['req/s'];
    for (const row of rows) row['vs bare'] = `${Math.round((100 * row['req/s']) / bareRps)}%`;
    console.log(
      `\n${label}, ${OUTBREAKS.toLocaleString('en-US')} outbreaks, ${CONNECTIONS} connections, ${DURATION} s each`,
    );
    console.table(rows);
    printExplore(label, explore, bareRps);
    if (SOAK_SECONDS > 0) await soak(label, server, origin, randomPaths, report, await signInAsAdmin(base));
    return rows;
  } finally {
    await bare.close();
    await stopServer(server);
  }
}

export async function benchApi() {
  // BENCH_SQLITE_DATA_DIR: a data directory an earlier `generate` filled, measured again as it is (the
  // bench's writes add to it) instead of generating a new one; it is kept afterwards. BENCH_SQLITE=false
  // leaves SQLite out.
  const kept = process.env.BENCH_SQLITE_DATA_DIR;
  if (process.env.BENCH_SQLITE !== 'false') {
    const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), 'ow-bench-api-'));
    try {
      await benchDatabase('SQLite', { DATA_DIR: dataDir }, { generate: !kept });
    } finally {
      if (!kept) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const pgEnv = (url, dataDir) => ({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  });
  // BENCH_POSTGRES_KEPT_URL: a PostgreSQL database an earlier `generate` filled, likewise measured as it
  // is and kept.
  const keptUrl = process.env.BENCH_POSTGRES_KEPT_URL;
  if (keptUrl) {
    const pgDataDir = mkdtempSync(path.join(tmpdir(), 'ow-bench-pg-'));
    try {
      await benchDatabase('PostgreSQL', pgEnv(keptUrl, pgDataDir), { generate: false });
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
    }
    return;
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL to measure it too.');
    return;
  }
  const name = `ow_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'ow-bench-pg-'));
  try {
    await benchDatabase('PostgreSQL', pgEnv(url.toString(), pgDataDir));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchApi();
