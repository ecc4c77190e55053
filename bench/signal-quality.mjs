// `npm run bench:signals`: how well the server's signal detection finds planted outbreaks. Simulated
// weekly report counts (Poisson and negative binomial baselines, some seasonal) get outbreaks of known
// start, length and size; the server's own detection (apps/server/dist/modules/signals/detect.js, as the
// background runner calls it) runs over them week by week, and the script prints per method and for the
// combined signal (one per series-week, any method) the sensitivity, the false alarms per 100
// series-weeks and the weeks to detection, without and with the alarm minimum. Seeded: runs repeat.
import {
  DEFAULT_SIGNAL_ALARM_RULES,
  NO_SIGNAL_ALARM_MINIMUM,
  SIGNAL_ALGORITHMS,
} from '@outbreak-watch/domain';
import { createRandom } from '../apps/server/dist/db/seed/random.js';
import { detectAlarms, historyWeeks } from '../apps/server/dist/modules/signals/detect.js';

const SEED = Number(process.env.SIGNAL_BENCH_SEED ?? 20261127);
/** Series per scenario; half of them get an outbreak. */
const SERIES = Number(process.env.SIGNAL_BENCH_SERIES ?? 100);
/** Weeks evaluated at the end of each series (each as the runner evaluates its current weeks). */
const EVALUATED = 52;
const OUTBREAK_WEEKS = 3;
/** Weeks after an outbreak in which an alarm is neither a detection nor a false alarm. */
const GRACE_WEEKS = 2;

function poisson(random, mean) {
  if (mean <= 0) return 0;
  if (mean > 40) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(random)));
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = random(); p > limit; p *= random()) k += 1;
  return k;
}

function normal(random) {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Gamma(shape, 1) by Marsaglia and Tsang (shape ≥ 1), boosted below 1. */
function gamma(random, shape) {
  if (shape < 1) return gamma(random, shape + 1) * random() ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x;
    let v;
    do {
      x = normal(random);
      v = 1 + c * x;
    } while (v <= 0);
    v = v ** 3;
    if (Math.log(random()) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

/** Negative binomial with this mean and size (variance mean + mean² / size), as a gamma–Poisson mixture. */
const negativeBinomial = (random, mean, size) => poisson(random, (gamma(random, size) * mean) / size);

/** Low counts are what this app's series mostly hold: a few reports a week or fewer. */
const SCENARIOS = [
  { name: 'Poisson, 0.3 a week', mean: 0.3, size: null, seasonal: false },
  { name: 'Poisson, 1 a week', mean: 1, size: null, seasonal: false },
  { name: 'Poisson, 3 a week, seasonal', mean: 3, size: null, seasonal: true },
  { name: 'Neg. binomial, 1 a week (size 1)', mean: 1, size: 1, seasonal: false },
  { name: 'Neg. binomial, 5 a week (size 2), seasonal', mean: 5, size: 2, seasonal: true },
];

/** One planted series: its counts, and its outbreak's first week (or null). */
function plantSeries(random, scenario, length, withOutbreak) {
  const counts = Array.from({ length }, (_, week) => {
    const season = scenario.seasonal ? 1 + 0.5 * Math.sin((2 * Math.PI * week) / 52) : 1;
    const mean = scenario.mean * season;
    return scenario.size === null ? poisson(random, mean) : negativeBinomial(random, mean, scenario.size);
  });
  if (!withOutbreak) return { counts, start: null };
  // Somewhere in the evaluated weeks, leaving room for the outbreak and its grace weeks.
  const first = length - EVALUATED;
  const start = first + Math.floor(random() * (EVALUATED - OUTBREAK_WEEKS - GRACE_WEEKS));
  // An outbreak of three weeks, each adding about three baseline standard deviations (at least 3 reports).
  const extra = Math.max(3, 3 * Math.sqrt(scenario.mean * (1 + scenario.mean / (scenario.size ?? Infinity))));
  for (let week = start; week < start + OUTBREAK_WEEKS; week += 1) counts[week] += poisson(random, extra);
  return { counts, start };
}

const METHODS = [...SIGNAL_ALGORITHMS, 'combined'];

function emptyTally() {
  return Object.fromEntries(
    METHODS.map((method) => [
      method,
      { outbreaks: 0, detected: 0, delays: [], falseAlarms: 0, quietWeeks: 0 },
    ]),
  );
}

/** Scores one series' alarms (week indexes per method) against its planted outbreak. */
function score(tally, alarmsByMethod, series, first, length) {
  for (const method of METHODS) {
    const weeks = alarmsByMethod.get(method) ?? new Set();
    const entry = tally[method];
    for (let week = first; week < length; week += 1) {
      const inOutbreak =
        series.start !== null && week >= series.start && week < series.start + OUTBREAK_WEEKS + GRACE_WEEKS;
      if (inOutbreak) continue;
      entry.quietWeeks += 1;
      if (weeks.has(week)) entry.falseAlarms += 1;
    }
    if (series.start === null) continue;
    entry.outbreaks += 1;
    const hit = [...weeks].filter((week) => week >= series.start && week < series.start + OUTBREAK_WEEKS);
    if (hit.length > 0) {
      entry.detected += 1;
      entry.delays.push(Math.min(...hit) - series.start);
    }
  }
}

function run(rules) {
  const random = createRandom(SEED).next;
  const length = historyWeeks(EVALUATED);
  const first = length - EVALUATED;
  const tally = emptyTally();
  for (const scenario of SCENARIOS) {
    for (let i = 0; i < SERIES; i += 1) {
      const series = plantSeries(random, scenario, length, i % 2 === 0);
      const byMethod = new Map();
      for (const alarm of detectAlarms(series.counts, first, rules)) {
        for (const method of [alarm.algorithm, 'combined']) {
          if (!byMethod.has(method)) byMethod.set(method, new Set());
          byMethod.get(method).add(alarm.index);
        }
      }
      score(tally, byMethod, series, first, length);
    }
  }
  return tally;
}

const NAMES = {
  ears_c1: 'EARS C1',
  ears_c2: 'EARS C2',
  ears_c3: 'EARS C3',
  farrington: 'Farrington',
  combined: 'Combined',
};

function row(method, entry) {
  const sensitivity = entry.outbreaks === 0 ? 0 : (100 * entry.detected) / entry.outbreaks;
  const falseRate = entry.quietWeeks === 0 ? 0 : (100 * entry.falseAlarms) / entry.quietWeeks;
  const delays = [...entry.delays].sort((a, b) => a - b);
  const mean = delays.length === 0 ? null : delays.reduce((sum, d) => sum + d, 0) / delays.length;
  return { method: NAMES[method], sensitivity, falseRate, mean };
}

const started = performance.now();
const before = run(NO_SIGNAL_ALARM_MINIMUM);
const after = run(DEFAULT_SIGNAL_ALARM_RULES);
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const total = SCENARIOS.length * SERIES;
console.log(
  `Signal quality: ${total} planted series (${SCENARIOS.length} baselines × ${SERIES}), ${total / 2} with an outbreak of ` +
    `${OUTBREAK_WEEKS} weeks, ${EVALUATED} weeks evaluated each, seed ${SEED} (${seconds} s).`,
);
console.log(
  `Minimum: none, then at least ${DEFAULT_SIGNAL_ALARM_RULES.minimumCount} in the week and a baseline that is not all zeros (EARS).\n`,
);
console.log(
  '| method | sensitivity (no minimum → minimum) | false alarms per 100 series-weeks | mean weeks to detection |',
);
console.log('|---|---|---|---|');
const pct = (value) => `${value.toFixed(0)} %`;
const weeks = (value) => (value === null ? '—' : value.toFixed(2));
for (const method of METHODS) {
  const a = row(method, before[method]);
  const b = row(method, after[method]);
  console.log(
    `| ${a.method} | ${pct(a.sensitivity)} → ${pct(b.sensitivity)} | ${a.falseRate.toFixed(2)} → ${b.falseRate.toFixed(2)} | ${weeks(a.mean)} → ${weeks(b.mean)} |`,
  );
}
