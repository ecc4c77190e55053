// The explore reads in process, one at a time at one caller: a search of random words (at times within
// a region), a reports page of random filters, and the map frames of 13 and 52 weeks of every country,
// each called as its route calls it, without HTTP or answer caches. Prints p50 / p99 in ms of wall time,
// of the process's CPU time and (PostgreSQL) of the database backend's, which a machine shared with
// other work disturbs less than wall time; and the memory the in-memory summary takes as it loads.
//
//   DATA_DIR=/tmp/… node --expose-gc bench/explore-cpu.mjs            (SQLite: DATA_DIR/outbreaks.db)
//   DATABASE_URL=postgres://… node --expose-gc bench/explore-cpu.mjs
//
// SERVER_DIST: another build of the server (a folder beside apps/server/dist); EXPLORE_RUNS: calls per
// line (200). Needs `npm run build` and a database an earlier `generate` filled.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';

const dist = new URL(`../apps/server/${process.env.SERVER_DIST ?? 'dist'}/`, import.meta.url);
const server = (file) => import(new URL(file, dist).href);
const { addDays, isoWeekStart, MapFramesQuerySchema, OutbreakFiltersSchema, searchQueryWords, todayUtc } =
  await import('@outbreak-watch/domain');
const { createDatabase } = await server('db/database.js');
const { createRandom } = await server('db/seed/random.js');
const { selectOutbreakIds } = await server('modules/outbreaks/outbreaks.query.js');
const { readDataVersion } = await server('modules/stats/outbreak-stats.js');
const { outbreakCube } = await server('modules/stats/outbreak-cube-source.js');
const { listMapFrames } = await server('modules/map/map-frames.service.js');

const RUNS = Number(process.env.EXPLORE_RUNS ?? 200);
const PAGE = 30;
const url = process.env.DATABASE_URL;
const database = url
  ? createDatabase({ kind: 'postgres', url }, { poolSize: 1 })
  : createDatabase({ kind: 'sqlite', file: path.join(process.env.DATA_DIR, 'outbreaks.db') });
const { db } = database;
let backendCpuMs = () => 0;
if (url) {
  const { rows } = await sql`select pg_backend_pid() as pid`.execute(db);
  const file = `/proc/${rows[0].pid}/schedstat`;
  backendCpuMs = () => Number(readFileSync(file, 'utf8').split(' ')[0]) / 1e6;
}

const memory = () => {
  globalThis.gc?.();
  return process.memoryUsage().rss;
};
const version = await readDataVersion(db);
const rssBefore = memory();
let started = performance.now();
await outbreakCube(db, version);
const loadSeconds = (performance.now() - started) / 1000;
const rssAfter = memory();
const mb = (bytes) => `${Math.round(bytes / 1e6)} MB`;
console.log(
  `${database.kind}: summary loaded in ${loadSeconds.toFixed(1)} s, RSS ${mb(rssBefore)} → ${mb(rssAfter)} ` +
    `(+${mb(rssAfter - rssBefore)}, gc ${globalThis.gc ? 'forced' : 'not exposed'})`,
);

const rng = createRandom(26);
const diseases = await db.selectFrom('diseases').select(['id', 'name']).execute();
const countries = (await db.selectFrom('countries').select('id').execute()).map((row) => row.id);
const words = [
  ...new Set(
    diseases
      .flatMap((row) => searchQueryWords(row.name))
      .filter((word) => Array.from(word).length >= 3)
      .flatMap((word) => [word, word.slice(0, 3), word.slice(0, 5)]),
  ),
];
const REGIONS = ['002', '142', '150', '019', '009', '021', '014', '145', '155', '419'];
const STATUSES = ['investigating', 'active', 'contained', 'resolved'];
const today = todayUtc();

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
async function measure(name, makeCall) {
  await makeCall()();
  const columns = [[], [], []];
  for (let i = 0; i < RUNS; i++) {
    const call = makeCall();
    const cpuBefore = process.cpuUsage();
    const backendBefore = backendCpuMs();
    started = performance.now();
    await call();
    columns[0].push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    columns[1].push((used.user + used.system) / 1000);
    columns[2].push(backendCpuMs() - backendBefore);
  }
  const cells = columns.flatMap((times) => {
    times.sort((a, b) => a - b);
    return `${percentile(times, 50).toFixed(1)} / ${percentile(times, 99).toFixed(1)}`.padStart(15);
  });
  console.log(`${name.padEnd(36)}${cells.join('')}`);
}

const page = (filters) => async () =>
  (await selectOutbreakIds(db, OutbreakFiltersSchema.parse(filters), { rowsWanted: PAGE + 1 }))
    .limit(PAGE + 1)
    .execute();

console.log(`${''.padEnd(36)}${['wall', 'process CPU', 'backend CPU'].map((s) => s.padStart(15)).join('')}`);
await measure('search, a word', () => page({ q: rng.pick(words) }));
await measure('search, a word within a region', () =>
  page({ q: rng.pick(words), region: rng.pick(REGIONS) }),
);
await measure('reports page, random filters', () => {
  const filters = {};
  if (rng.chance(0.4)) filters.country_id = String(rng.pick(countries));
  else if (rng.chance(0.3)) filters.region = rng.pick(REGIONS);
  if (rng.chance(0.5)) filters.disease_id = String(rng.pick(diseases).id);
  if (rng.chance(0.3)) filters.status = rng.pick(STATUSES);
  return page(filters);
});
for (const weeks of [13, 52])
  await measure(`map frames, ${weeks} weeks, every country`, () => {
    const from = isoWeekStart(addDays(today, -((weeks - 1) * 7 + rng.int(0, 364))));
    const query = MapFramesQuerySchema.parse({ interval: 'week', from, to: addDays(from, weeks * 7 - 1) });
    return () => listMapFrames(db, query, version, 3, today);
  });
await database.destroy();
