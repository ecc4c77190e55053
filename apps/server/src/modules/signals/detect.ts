import {
  earsC,
  farringtonFlexible,
  farringtonHistoryWeeks,
  SIGNAL_ALGORITHMS,
  type DetectionResult,
  type SignalAlarmRules,
  type SignalAlgorithm,
} from '@outbreak-watch/domain';

/**
 * Weeks before the first evaluated week that each method reads: EARS C3 looks 11 weeks back, the
 * Farrington method five years and three weeks.
 */
const BASELINE_WEEKS: Record<SignalAlgorithm, number> = {
  ears_c1: 7,
  ears_c2: 9,
  ears_c3: 11,
  farrington: farringtonHistoryWeeks(),
};

/** Weeks of history to read for evaluating the last `weeks` weeks with `algorithm`, or with every method. */
export function historyWeeks(weeks: number, algorithm?: SignalAlgorithm): number {
  return weeks + (algorithm ? BASELINE_WEEKS[algorithm] : Math.max(...Object.values(BASELINE_WEEKS)));
}

export interface Alarm {
  algorithm: SignalAlgorithm;
  /** Index into the series' weeks. */
  index: number;
  observed: number;
  expected: number | null;
  threshold: number;
  exceedance: number;
}

const EARS_METHOD = { ears_c1: 'C1', ears_c2: 'C2', ears_c3: 'C3' } as const;

/**
 * One method's evaluation of the weeks from index `from` to the end of the series (parameters of
 * shared/data/signals/README.md). With `onlyAlarms`, weeks counting 0, which cannot alarm, are skipped
 * where that saves work.
 */
function evaluate(
  algorithm: SignalAlgorithm,
  values: number[],
  from: number,
  onlyAlarms = false,
): DetectionResult[] {
  const start = Math.max(from, BASELINE_WEEKS[algorithm]);
  if (algorithm !== 'farrington')
    return earsC(values, { method: EARS_METHOD[algorithm], range: [start, values.length - 1] });
  // The weeks before a series' first report read as zeros, so a series younger than the five-year
  // baseline (a disease new to a country, a young database) would look like one long outbreak. A week is
  // evaluated only if its series has reports in the first year of its baseline.
  const firstReport = values.findIndex((value) => value > 0);
  const results: DetectionResult[] = [];
  for (let week = start; week < values.length; week += 1) {
    if (onlyAlarms && values[week] === 0) continue;
    if (firstReport < 0 || firstReport >= week - BASELINE_WEEKS.farrington + 52) continue;
    results.push(...farringtonFlexible(values, { range: [week, week] }));
  }
  return results;
}

/** How far a count is above its threshold, relative to the threshold (at least 1), for ranking. */
export function exceedanceOf(observed: number, threshold: number): number {
  return (observed - threshold) / Math.max(threshold, 1);
}

/**
 * Whether an alarm counts as a signal under the alarm minimum (SignalAlarmRules): an EARS alarm needs
 * `minimumCount` reports in the week (on the cases measure too: one report of many cases is still one
 * report) and, with `nonZeroBaseline`, a baseline that is not all zeros (its mean is then above 0); the
 * Farrington method's own minimum of recent cases is part of its alarm. `reports` is the series' reports
 * per week, index for index with the values evaluated.
 */
function isSignal(
  algorithm: SignalAlgorithm,
  result: DetectionResult,
  rules: SignalAlarmRules,
  reports: readonly number[],
): boolean {
  if (!result.alarm) return false;
  if (algorithm === 'farrington') return true;
  if (reports[result.index] < rules.minimumCount) return false;
  return !rules.nonZeroBaseline || (result.expected ?? 0) > 0;
}

/**
 * The signals of every method in the weeks from index `from`. `reports` is the series' reports per week
 * when `values` counts something else (cases), for the alarm minimum.
 */
export function detectAlarms(
  values: number[],
  from: number,
  rules: SignalAlarmRules,
  reports: readonly number[] = values,
): Alarm[] {
  return SIGNAL_ALGORITHMS.flatMap((algorithm) =>
    evaluate(algorithm, values, from, true)
      .filter((result) => isSignal(algorithm, result, rules, reports))
      .map((result) => ({
        algorithm,
        index: result.index,
        observed: result.observed,
        expected: result.expected,
        threshold: result.upperbound!,
        exceedance: exceedanceOf(result.observed, result.upperbound!),
      })),
  );
}

/**
 * The weeks from index `from` to `to` of a series with one method's expected value, threshold and
 * signals (the weeks before `from` are its history).
 */
export function seriesChart(
  values: number[],
  weeks: string[],
  algorithm: SignalAlgorithm,
  rules: SignalAlarmRules,
  [from, to]: [number, number],
  reports: readonly number[] = values,
) {
  const byIndex = new Map(evaluate(algorithm, values, from).map((result) => [result.index, result]));
  return weeks.slice(from, to + 1).map((week, i) => {
    const result = byIndex.get(from + i);
    return {
      week_start: week,
      observed: values[from + i],
      expected: result?.expected ?? null,
      threshold: result?.upperbound ?? null,
      alarm: result ? isSignal(algorithm, result, rules, reports) : false,
    };
  });
}
