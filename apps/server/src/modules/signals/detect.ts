import {
  earsC,
  SIGNAL_ALGORITHMS,
  SIGNAL_SETTINGS,
  type DetectionResult,
  type SignalAlgorithm,
  type SignalMeasure,
} from '@outbreak-watch/domain';

/** Weeks of history read for each series: enough for a 52-week chart with its baselines. */
export const HISTORY_WEEKS = 52 + 12;

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

/** One method's evaluation of the weeks from index `from` to the end of the series. */
function evaluate(algorithm: SignalAlgorithm, values: number[], from: number): DetectionResult[] {
  // Parameters of shared/data/signals/README.md: a baseline of 7 weeks, alpha 0.001, no sigma floor.
  const method = EARS_METHOD[algorithm];
  const earliest = { C1: 7, C2: 9, C3: 11 }[method];
  return earsC(values, { method, range: [Math.max(from, earliest), values.length - 1] });
}

/** How far a count is above its threshold, relative to the threshold (at least 1), for ranking. */
export function exceedanceOf(observed: number, threshold: number): number {
  return (observed - threshold) / Math.max(threshold, 1);
}

/** Whether an alarm counts as a signal: a reports alarm needs a few reports in the week (SIGNAL_SETTINGS). */
function isSignal(result: DetectionResult, measure: SignalMeasure): boolean {
  return result.alarm && (measure === 'cases' || result.observed >= SIGNAL_SETTINGS.earsMinimumObserved);
}

/** The signals of every method in the weeks from index `from`. */
export function detectAlarms(values: number[], from: number, measure: SignalMeasure): Alarm[] {
  return SIGNAL_ALGORITHMS.flatMap((algorithm) =>
    evaluate(algorithm, values, from)
      .filter((result) => isSignal(result, measure))
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

/** The last `count` weeks of a series with one method's expected value, threshold and signals. */
export function seriesChart(
  values: number[],
  weeks: string[],
  algorithm: SignalAlgorithm,
  measure: SignalMeasure,
  count: number,
) {
  const from = Math.max(0, values.length - count);
  const byIndex = new Map(evaluate(algorithm, values, from).map((result) => [result.index, result]));
  return weeks.slice(from).map((week, i) => {
    const result = byIndex.get(from + i);
    return {
      week_start: week,
      observed: values[from + i],
      expected: result?.expected ?? null,
      threshold: result?.upperbound ?? null,
      alarm: result ? isSignal(result, measure) : false,
    };
  });
}
