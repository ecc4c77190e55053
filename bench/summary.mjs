// `node scripts/ensure-built.mjs && node --expose-gc bench/summary.mjs`: the service time of the epidemic
// curve and the map frames at one caller, read from the in-memory outbreak summary of generated outbreaks
// (no HTTP, no cache): p50 and p99 per kind of question, and the summary's memory.
//
// BENCH_SUMMARY_DB names the SQLite file to read (default /tmp/outbreak-watch-summary/outbreaks.db);
// when it does not exist it is made first with BENCH_SUMMARY_OUTBREAKS (default 1,000,000) outbreaks of
// the demo generator over ten years, written straight into the table (no search index, no other rows),
// and kept for the next run. BENCH_SUMMARY_RUNS sets the questions per line (default 40).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = (file) => import(path.join(root, 'apps/server/dist', file));
const { addDays, EpicurveQuerySchema, isoWeekStart, MapFramesQuerySchema, todayUtc } =
  await import('@outbreak-watch/domain');
const { createDatabase } = await server('db/database.js');
const { prepareDatabase } = await server('db/prepare.js');
const { generateOutbreak, loadDemoContext } = await server('db/seed/demo-data.js');
const { createRandom } = await server('db/seed/random.js');
const { dropOutbreakSearchIndex } = await server('modules/outbreaks/search-index.js');
const { readDataVersion } = await server('modules/stats/outbreak-stats.js');
const { outbreakCube } = await server('modules/stats/outbreak-cube-source.js');
const { computeEpicurve, epicurveRequest } = await server('modules/analytics/epicurve.service.js');
const { listMapFrames } = await server('modules/map/map-frames.service.js');

const file = process.env.BENCH_SUMMARY_DB ?? '/tmp/outbreak-watch-summary/outbreaks.db';
const COUNT = Number(process.env.BENCH_SUMMARY_OUTBREAKS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_SUMMARY_RUNS ?? 40);
const today = todayUtc();
const silent = { info: () => undefined };

/** The generated outbreaks, inserted by one prepared statement in transactions of 50,000. */
async function fill(database) {
  await dropOutbreakSearchIndex(database.db, 'sqlite');
  const context = await loadDemoContext(database.db);
  const rng = createRandom(COUNT);
  const options = {
    today: new Date(`${today}T12:00:00Z`),
    spanDays: 3650,
    reporterIds: [],
    confirmerId: null,
  };
  const raw = new SQLite(file);
  const columns = Object.keys(generateOutbreak(createRandom(1), context, options).row);
  const insert = raw.prepare(
    `insert into outbreaks (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
  );
  const values = (row) => columns.map((c) => (typeof row[c] === 'boolean' ? Number(row[c]) : row[c]));
  const batch = raw.transaction((size) => {
    for (let i = 0; i < size; i++) insert.run(values(generateOutbreak(rng, context, options).row));
  });
  for (let done = 0; done < COUNT; done += 50_000) {
    batch(Math.min(50_000, COUNT - done));
    process.stdout.write(`\r${(done + 50_000).toLocaleString('en-US')} outbreaks written`);
  }
  raw.close();
  console.log();
}

const made = !existsSync(file);
if (made) mkdirSync(path.dirname(file), { recursive: true });
const database = createDatabase({ kind: 'sqlite', file });
await prepareDatabase(database, { demoData: false }, silent);
if (made) await fill(database);
const db = database.db;
const version = await readDataVersion(db);

const memory = () => {
  globalThis.gc?.();
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, arrayBuffers };
};
const before = memory();
let started = performance.now();
await outbreakCube(db, version);
const loadSeconds = (performance.now() - started) / 1000;
const after = memory();
const mb = (bytes) => `${Math.round(bytes / 1e6)} MB`;
console.log(
  `summary of ${file}: loaded in ${loadSeconds.toFixed(1)} s; memory added: RSS ${mb(after.rss - before.rss)}, ` +
    `heap ${mb(after.heapUsed - before.heapUsed)}, array buffers ${mb(after.arrayBuffers - before.arrayBuffers)} ` +
    `(RSS now ${mb(after.rss)}, gc ${globalThis.gc ? 'forced' : 'not exposed'})`,
);

const diseaseIds = (
  await db.selectFrom('outbreaks').select('disease_id').distinct().orderBy('disease_id').execute()
).map((row) => row.disease_id);
// UN M49 areas: Africa, Asia, Europe, Latin America, Oceania, Northern America, Eastern Africa, Western Asia.
const REGIONS = [2, 142, 150, 419, 9, 21, 14, 145];
// The same questions in every run, so that runs compare.
const rng = createRandom(7);
const pick = (list) => rng.pick(list);
/**
 * The Monday `weeks` weeks before a random week of the last year: the ranges people look at end near
 * today (statuses other than resolved and contained are recent).
 */
const randomMonday = (weeks) => isoWeekStart(addDays(today, -((weeks - 1) * 7 + rng.int(0, 364))));

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
/** Wall time at one caller, and the process's CPU time, which a machine shared with other work disturbs less. */
async function measure(name, ask) {
  await ask(); // warm
  const wall = [];
  const cpu = [];
  for (let i = 0; i < RUNS; i++) {
    const cpuBefore = process.cpuUsage();
    started = performance.now();
    await ask();
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  const cells = [wall, cpu].flatMap((times) => {
    times.sort((a, b) => a - b);
    return [percentile(times, 50), percentile(times, 99)].map((ms) => ms.toFixed(2).padStart(9));
  });
  console.log(`${name.padEnd(48)}${cells.join('')}`);
}

const CURVE_FILTERS = {
  'no filter': () => ({}),
  // A rare and a common value of each: a filter's cost follows how many outbreaks it keeps.
  'status=active': () => ({ status: 'active' }),
  'status=resolved': () => ({ status: 'resolved' }),
  'severity=high': () => ({ severity: 'high' }),
  'severity=low': () => ({ severity: 'low' }),
  'confirmed=true': () => ({ confirmed: 'true' }),
  'a disease': () => ({ disease_id: String(pick(diseaseIds)) }),
  'a region': () => ({ region: String(pick(REGIONS)) }),
};
console.log(
  `\n${'question'.padEnd(48)} wall p50 wall p99  CPU p50  CPU p99 (ms; ${RUNS} random ranges each, seeded)`,
);
for (const stack of ['disease', 'status']) {
  for (const [label, filters] of Object.entries(CURVE_FILTERS)) {
    await measure(`curve, 104 weeks, by ${stack}, ${label}`, async () => {
      const from = randomMonday(104);
      const query = EpicurveQuerySchema.parse({ from, to: addDays(from, 104 * 7 - 1), stack, ...filters() });
      await computeEpicurve(db, await epicurveRequest(db, query, today), version);
    });
  }
}
const FRAME_FILTERS = {
  'no filter': () => ({}),
  'a disease': () => ({ disease_id: String(pick(diseaseIds)) }),
  'a region': () => ({ region: String(pick(REGIONS)) }),
};
for (const weeks of [13, 52, 104]) {
  for (const [label, filters] of Object.entries(FRAME_FILTERS)) {
    await measure(`frames, ${weeks} weeks, ${label}`, async () => {
      const from = randomMonday(weeks);
      const query = MapFramesQuerySchema.parse({
        interval: 'week',
        from,
        to: addDays(from, weeks * 7 - 1),
        ...filters(),
      });
      await listMapFrames(db, query, version, 3, today);
    });
  }
}
await database.destroy();
