import type { FarringtonSettings } from './farrington.js';
import type { Design } from './glm.js';

/**
 * The seasonal group of each week of week k's baseline (R's blocks()): group `noPeriods` for the windows
 * of ±w weeks around k and the same week of the b previous years, groups 1 … noPeriods − 1 for equal
 * stretches of the rest of each year. Index 0 of the answer is week k − b·freq − w.
 */
function seasonalGroups(k: number, s: FarringtonSettings): (number | null)[] {
  const { b, freq, noPeriods: p, w } = s;
  const first = k - b * freq - w;
  const groups: (number | null)[] = Array<number | null>(k - first + 1).fill(null);
  const assign = (from: number, to: number, group: number) => {
    for (let t = from; t <= to; t += 1) groups[t - first] = group;
  };
  assign(k - w, k, p);
  for (let i = 1; i <= b; i += 1) {
    const reference = k - i * freq;
    assign(reference - w, reference + w, p);
    if (p === 1) continue;
    const period = freq - 2 * w - 1;
    const length = Math.floor(period / (p - 1));
    const rest = period % (p - 1);
    let start = reference + w + 1;
    for (let group = 1; group < p; group += 1) {
      const size = length + (group <= rest ? 1 : 0);
      assign(start, start + size - 1, group);
      start += size;
    }
  }
  return groups;
}

export interface Baseline {
  weeks: number[];
  groups: number[];
  counts: number[];
  /** Levels of the seasonal factor present, lowest first (the reference level of the contrasts). */
  levels: number[];
}

export function baselineOf(counts: readonly number[], k: number, s: FarringtonSettings): Baseline {
  const first = k - s.b * s.freq - s.w;
  const baseline: Baseline = { weeks: [], groups: [], counts: [], levels: [] };
  seasonalGroups(k, s).forEach((group, i) => {
    const week = first + i;
    // The most recent weeks stay out, so that an outbreak under way does not raise its own threshold.
    if (group === null || week >= k - s.pastWeeksNotIncluded) return;
    baseline.weeks.push(week);
    baseline.groups.push(group);
    baseline.counts.push(counts[week]);
  });
  baseline.levels = [...new Set(baseline.groups)].sort((a, b) => a - b);
  return baseline;
}

/**
 * Columns: intercept, the trend (in years from week k, so that week k's own row has 0) if asked, and one
 * indicator per seasonal level but the first. `predict` is the row of week k itself (level noPeriods).
 */
export function designOf(data: Baseline, k: number, s: FarringtonSettings, withTrend: boolean) {
  const trend = withTrend ? 1 : 0;
  // Column of each level's indicator; the first level has none (a padding entry of 0 in column 0).
  const columnOf = new Map(data.levels.slice(1).map((level, i) => [level, 1 + trend + i]));
  const columns = 1 + trend + columnOf.size;
  const perRow = 2 + trend;
  const rows = data.weeks.length;
  const design: Design = {
    rows,
    columns,
    perRow,
    index: new Int32Array(rows * perRow),
    value: new Float64Array(rows * perRow),
  };
  data.weeks.forEach((week, i) => {
    const at = i * perRow;
    design.value[at] = 1;
    if (withTrend) {
      design.index[at + 1] = 1;
      design.value[at + 1] = (week - k) / s.freq;
    }
    const column = columnOf.get(data.groups[i]);
    if (column !== undefined) {
      design.index[at + perRow - 1] = column;
      design.value[at + perRow - 1] = 1;
    }
  });
  const predict = new Float64Array(columns);
  predict[0] = 1;
  const current = columnOf.get(s.noPeriods);
  if (current !== undefined) predict[current] = 1;
  return { design, predict, withTrend };
}
