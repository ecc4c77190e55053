// The map frames' work in process, without a database: a summary filled with synthetic outbreaks drawn
// as `generate` draws them (the demo generator's rows over ten years, countries and diseases from the
// seed data), then the frames of 13 and 52 weeks of every country under random filters (disease,
// status, confirmed, region or none), at one caller, as the route computes them after its reads of the
// filters (no HTTP, no answer cache). Prints p50 / p99 in ms of wall time and of the process's CPU time,
// which a machine shared with other work disturbs less, and the size of the answer as JSON.
//
//   node --expose-gc bench/frames-cpu.mjs
//
// SERVER_DIST: another build of the server (a folder beside apps/server/dist); FRAMES_OUTBREAKS: the
// summary's outbreaks (1,000,000); FRAMES_RUNS: calls per line (200). Needs `npm run build`.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const dist = new URL(`../apps/server/${process.env.SERVER_DIST ?? 'dist'}/`, import.meta.url);
const server = (file) => import(new URL(file, dist).href);
const { addDays, isoWeekStart, mapFrameRange, MapFramesQuerySchema, todayUtc } =
  await import('@outbreak-watch/domain');
const { generateOutbreak } = await server('db/seed/demo-data.js');
const { createRandom } = await server('db/seed/random.js');
const { OutbreakCube } = await server('modules/stats/outbreak-cube.js');
const { mapFramesOfSummary } = await server('modules/map/map-frames.service.js');

const OUTBREAKS = Number(process.env.FRAMES_OUTBREAKS ?? 1_000_000);
const RUNS = Number(process.env.FRAMES_RUNS ?? 200);
const seedData = (file) =>
  JSON.parse(readFileSync(new URL(`../apps/server/seed-data/${file}`, import.meta.url)));

// Countries and diseases numbered as a seeded database numbers them (in the seed files' order).
const countryRows = seedData('countries.json').map((c, i) => ({
  id: i + 1,
  alpha2: c.alpha2,
  name: c.name,
  alpha3: c.alpha3,
  numeric_code: c.numeric,
  region: c.region,
}));
const countries = new Map(countryRows.map((c) => [c.alpha2, { id: c.id, name: c.name }]));
const diseases = new Map();
const history = seedData('demo-history.json');
for (const pair of history) if (!diseases.has(pair.disease)) diseases.set(pair.disease, diseases.size + 1);
// The demo context as loadDemoContext builds it (same pairs and weights), without states.
const pairs = [];
const weights = [];
let total = 0;
for (const pair of history) {
  const country = countries.get(pair.country);
  if (!country) continue;
  const lastYear = pair.years[pair.years.length - 1] ?? 2000;
  total +=
    (lastYear >= 2018 ? 3 : 1) * (/covid/i.test(pair.disease) ? 0.1 : 1) * Math.min(pair.years.length, 4);
  pairs.push({
    countryId: country.id,
    countryName: country.name,
    diseaseId: diseases.get(pair.disease),
    diseaseName: pair.disease,
  });
  weights.push(total);
}
const context = { countries, diseases, states: new Map(), pairs, weights };

const memory = () => {
  globalThis.gc?.();
  return process.memoryUsage().rss;
};
const rssBefore = memory();
let started = performance.now();
const rng = createRandom(OUTBREAKS);
const todayDate = new Date();
const cube = new OutbreakCube(1);
for (let id = 1; id <= OUTBREAKS; id++) {
  const { row } = generateOutbreak(rng, context, {
    today: todayDate,
    spanDays: 3650,
    reporterIds: [],
    confirmerId: null,
  });
  cube.load({ ...row, id });
}
await cube.seal();
const mb = (bytes) => `${Math.round(bytes / 1e6)} MB`;
console.log(
  `${OUTBREAKS.toLocaleString('en-US')} outbreaks summarised in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
    `RSS ${mb(rssBefore)} → ${mb(memory())}`,
);

const byId = new Map(countryRows.map((c) => [c.id, c]));
const countriesOf = async (ids) =>
  new Map([...ids].flatMap((id) => (byId.has(id) ? [[id, byId.get(id)]] : [])));
const regions = [...new Set(countryRows.map((c) => c.region))];
const STATUSES = ['investigating', 'active', 'contained', 'resolved'];
const today = todayUtc();
const pick = (list) => list[rng.int(0, list.length - 1)];

/** The map's filters as mapAggregateFilters reads them, one kind at random. */
function randomFilters(range) {
  const filters = { ...range };
  switch (rng.int(0, 4)) {
    case 0:
      filters.disease_id = rng.int(1, diseases.size);
      break;
    case 1:
      filters.statuses = [pick(STATUSES)];
      break;
    case 2:
      filters.confirmed = rng.chance(0.5);
      break;
    case 3: {
      const region = pick(regions);
      filters.country_ids = countryRows.filter((c) => c.region === region).map((c) => c.id);
      break;
    }
  }
  return filters;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
async function measure(name, makeCall) {
  await makeCall()();
  const columns = [[], [], []];
  for (let i = 0; i < RUNS; i++) {
    const call = makeCall();
    const cpuBefore = process.cpuUsage();
    started = performance.now();
    const answer = await call();
    columns[0].push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    columns[1].push((used.user + used.system) / 1000);
    columns[2].push(JSON.stringify(answer).length / 1000);
  }
  const cells = columns.map((values, i) => {
    values.sort((a, b) => a - b);
    const digits = i === 2 ? 0 : 1;
    return `${percentile(values, 50).toFixed(digits)} / ${percentile(values, 99).toFixed(digits)}`.padStart(
      16,
    );
  });
  console.log(`${name.padEnd(40)}${cells.join('')}`);
}

console.log(
  `${''.padEnd(40)}${['wall ms', 'process CPU ms', 'JSON kB'].map((s) => s.padStart(16)).join('')}`,
);
for (const weeks of [13, 52])
  await measure(`frames, ${weeks} weeks, random filters`, () => {
    const from = isoWeekStart(addDays(today, -((weeks - 1) * 7 + rng.int(0, 364))));
    const query = MapFramesQuerySchema.parse({ interval: 'week', from, to: addDays(from, weeks * 7 - 1) });
    const range = mapFrameRange(query, today);
    const filters = randomFilters(range);
    return () => mapFramesOfSummary(cube, filters, 'week', range, 3, today, countriesOf);
  });
