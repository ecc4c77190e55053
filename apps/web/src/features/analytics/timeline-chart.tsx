import {
  ANALYTICS_TEXTS,
  caseFatalityRate,
  MAX_SERIES_PERIODS,
  MONTH_ABBREVIATIONS,
  SERIES_INTERVALS,
  type AnalyticsResponse,
  type SeriesInterval,
} from '@outbreak-watch/domain';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../../components/chart-figure';
import type { ChartShare } from '../../lib/chart-svg';
import { formatAxisCount, formatCount, formatMediumDate } from '../../lib/format';
import { useChartColors } from './chart-colors';
import { decimalOrDash, legendLabel, tick, xAxisTitle, yAxisTitle } from './chart-parts';

/** "Nov 2026" for `2026-11`. */
const monthLabel = (month: string) =>
  `${MONTH_ABBREVIATIONS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

const LINES = [
  { key: 'count', name: ANALYTICS_TEXTS.axis.outbreaks, axis: 'count' },
  { key: 'cases', name: ANALYTICS_TEXTS.axis.cases, axis: 'people' },
  { key: 'deaths', name: ANALYTICS_TEXTS.axis.deaths, axis: 'people' },
] as const;

interface TimelineChartProps {
  data: AnalyticsResponse;
  interval: SeriesInterval;
  onIntervalChange: (interval: SeriesInterval) => void;
  share: ChartShare;
}

/**
 * Outbreaks, cases and deaths per ISO week or month: every period of the range, the empty ones as zero
 * (the server fills them), so the line's gaps are real.
 */
export function TimelineChart({ data, interval, onIntervalChange, share }: TimelineChartProps) {
  const colors = useChartColors();
  const isWeekly = interval === 'week';
  const points = isWeekly
    ? data.weekly.map(({ count, cases, deaths, ...w }) => ({
        label: w.week,
        starts: formatMediumDate(w.week_start),
        count,
        cases,
        deaths,
      }))
    : data.monthly.map(({ count, cases, deaths, ...m }) => ({
        label: monthLabel(m.month),
        starts: '',
        count,
        cases,
        deaths,
      }));
  const truncated = isWeekly ? data.weekly_truncated : data.monthly_truncated;
  const unconfirmed = data.cards.unconfirmed.total_outbreaks;
  const axisTitle = isWeekly ? ANALYTICS_TEXTS.axis.week : ANALYTICS_TEXTS.axis.month;
  const note = [
    ANALYTICS_TEXTS.restsOn(
      formatCount(data.cards.total_outbreaks),
      unconfirmed > 0 ? formatCount(unconfirmed) : null,
    ),
    truncated ? ANALYTICS_TEXTS.truncated(MAX_SERIES_PERIODS, interval) : '',
  ].join(' ');

  return (
    <div className="lg:col-span-3">
      <fieldset className="mb-2 flex flex-wrap items-center gap-4 text-sm">
        <legend className="float-left mr-1 font-medium text-slate-800 dark:text-slate-200">
          {ANALYTICS_TEXTS.intervalLabel}
        </legend>
        {SERIES_INTERVALS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
            <input
              type="radio"
              name="timeline-interval"
              checked={interval === value}
              onChange={() => onIntervalChange(value)}
            />
            {ANALYTICS_TEXTS.intervals[value]}
          </label>
        ))}
      </fieldset>
      <ChartFigure
        title={`Outbreaks, cases and deaths by ${isWeekly ? 'ISO week' : 'month'}`}
        note={note}
        share={share}
        description={`Line chart of outbreaks (left axis) and of cases and deaths (right axis) per ${isWeekly ? 'ISO week' : 'month'}, ${points.length} ${isWeekly ? 'weeks' : 'months'} from ${points[0]?.label ?? '–'} to ${points.at(-1)?.label ?? '–'}, ${isWeekly ? 'weeks' : 'months'} without outbreaks shown as zero.`}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={points} margin={{ top: 8, right: 8, bottom: 16, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
              <XAxis dataKey="label" tick={tick} minTickGap={24} label={xAxisTitle(axisTitle)} height={40} />
              <YAxis
                yAxisId="count"
                tick={tick}
                tickFormatter={formatAxisCount}
                allowDecimals={false}
                label={yAxisTitle(ANALYTICS_TEXTS.axis.outbreaks, 'left')}
              />
              <YAxis
                yAxisId="people"
                orientation="right"
                tick={tick}
                tickFormatter={formatAxisCount}
                width={64}
                label={yAxisTitle(`${ANALYTICS_TEXTS.axis.cases} and deaths`, 'right')}
              />
              <Tooltip formatter={(value) => formatCount(Number(value))} />
              <Legend wrapperStyle={{ fontSize: 12, paddingTop: 8 }} formatter={legendLabel} />
              {LINES.map((line) => (
                <Line
                  key={line.key}
                  yAxisId={line.axis}
                  type="linear"
                  dataKey={line.key}
                  name={line.name}
                  stroke={colors.timeline[line.key]}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        }
        table={{
          columns: [
            axisTitle,
            ...(isWeekly ? ['Week starting'] : []),
            ANALYTICS_TEXTS.axis.outbreaks,
            ANALYTICS_TEXTS.axis.cases,
            ANALYTICS_TEXTS.axis.deaths,
            ANALYTICS_TEXTS.axis.caseFatalityRate,
          ],
          rows: points.map((p) => [
            p.label,
            ...(isWeekly ? [p.starts] : []),
            formatCount(p.count),
            formatCount(p.cases),
            formatCount(p.deaths),
            decimalOrDash(caseFatalityRate(p.deaths, p.cases)),
          ]),
        }}
      />
    </div>
  );
}
