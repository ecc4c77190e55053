// PostgreSQL's search, word by word: every disease-name word of three letters or more, whole and its
// first three and five letters, each asked for the ids of a first page of 30 as the list asks for them
// (the estimate and every statement of the search included), one at a time on one connection. What is
// counted is the backend's CPU time (/proc/<pid>/schedstat, nanoseconds), which the machine's load
// inflates less than wall time; each search runs once to warm up and then RUNS times, the median kept.
//
//   DATABASE_URL=postgres://… node bench/search-words.mjs [--json out.json]
//
// Needs the server built (npm run build) and the database on this machine (its backends' /proc).
import { readFileSync, writeFileSync } from 'node:fs';
import { M49_AREAS, searchQueryWords } from '@outbreak-watch/domain';
import { sql } from 'kysely';

// SERVER_DIST: another build of the server to measure (a folder beside apps/server/dist);
// SEARCH_WORDS_RUNS: the runs of each search (3); SEARCH_WORDS_REGIONS=true: each search within a UN M49
// area as well, the areas taken in turn (a region filter is the costliest search to plan).
const dist = new URL(`../apps/server/${process.env.SERVER_DIST ?? 'dist'}/`, import.meta.url);
const { createDatabase } = await import(new URL('db/database.js', dist).href);
const { selectOutbreakIds } = await import(new URL('modules/outbreaks/outbreaks.query.js', dist).href);

const RUNS = Number(process.env.SEARCH_WORDS_RUNS ?? 3);
const PAGE = 30;
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL database');

const { db, destroy } = createDatabase({ kind: 'postgres', url }, { poolSize: 1 });
const { rows: backend } = await sql`select pg_backend_pid() as pid`.execute(db);
const pid = backend[0].pid;
const cpuNs = () => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);

const names = await db.selectFrom('diseases').select('name').execute();
const searches = [
  ...new Set(
    names
      .flatMap((row) => searchQueryWords(row.name))
      .filter((word) => Array.from(word).length >= 3)
      .flatMap((word) => [word, word.slice(0, 3), word.slice(0, 5)]),
  ),
].sort();

const areas = process.env.SEARCH_WORDS_REGIONS === 'true' ? M49_AREAS.map((area) => area.code) : [];
const regionOf = new Map(searches.map((q, index) => [q, areas[index % areas.length]]));

async function search(q) {
  const region = regionOf.get(q);
  const query = await selectOutbreakIds(db, { q, ...(region ? { region } : {}) }, { rowsWanted: PAGE + 1 });
  return query.limit(PAGE + 1).execute();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
for (const q of searches) {
  const ids = await search(q);
  const cpu = [];
  const wall = [];
  for (let run = 0; run < RUNS; run += 1) {
    const startCpu = cpuNs();
    const start = process.hrtime.bigint();
    await search(q);
    wall.push(Number(process.hrtime.bigint() - start) / 1e6);
    cpu.push((cpuNs() - startCpu) / 1e6);
  }
  results.push({
    q,
    region: regionOf.get(q),
    rows: ids.length,
    ids: ids.map((row) => row.id),
    cpuMs: median(cpu),
    wallMs: median(wall),
  });
}
await destroy();

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (key) => {
  const values = results.map((result) => result[key]);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return `mean ${mean.toFixed(1)}, p50 ${percentile(values, 50).toFixed(1)}, p90 ${percentile(values, 90).toFixed(1)}, p99 ${percentile(values, 99).toFixed(1)}, most ${Math.max(...values).toFixed(1)}`;
};
console.log(`${results.length} searches, ${RUNS} runs each (median)`);
console.log(`PostgreSQL CPU ms: ${summary('cpuMs')}`);
console.log(`wall ms:           ${summary('wallMs')}`);
const costliest = [...results].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 8);
console.log(
  `costliest: ${costliest.map((r) => `${r.q}${r.region ? ` in ${r.region}` : ''} ${r.cpuMs.toFixed(1)}`).join(', ')}`,
);
const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], JSON.stringify(results, null, 1));
