import {
  caseFatalityRate,
  MAX_SERIES_PERIODS,
  SERIES_INTERVALS,
  type AnalyticsResponse,
  type SeriesInterval,
} from '@outbreak-watch/domain';
import type { IntlShape } from 'react-intl';
import { useIntl } from '../../lib/i18n/use-intl';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../../components/chart-figure';
import type { ChartShare } from '../../lib/chart-svg';
import { formatAxisCount, formatCount, formatMediumDate } from '../../lib/format';
import { useChartColors } from './chart-colors';
import { decimalOrDash, legendLabel, tick, xAxisTitle, yAxisTitle } from './chart-parts';
import { ANALYTICS_CHART_MESSAGES as M } from './messages';

/** "Nov 2026" for `2026-11`, in the page's language. */
const monthLabel = (intl: IntlShape, month: string) =>
  intl.formatDate(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

const LINES = [
  { key: 'count', name: M.outbreaks, axis: 'count' },
  { key: 'cases', name: M.cases, axis: 'people' },
  { key: 'deaths', name: M.deaths, axis: 'people' },
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
  const intl = useIntl();
  const t = intl.formatMessage;
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
        label: monthLabel(intl, m.month),
        starts: '',
        count,
        cases,
        deaths,
      }));
  const truncated = isWeekly ? data.weekly_truncated : data.monthly_truncated;
  const unconfirmed = data.cards.unconfirmed.total_outbreaks;
  const axisTitle = t(isWeekly ? M.weekAxis : M.month);
  const reports = formatCount(data.cards.total_outbreaks);
  const note = [
    unconfirmed > 0
      ? t(M.restsOn, { reports, unconfirmed: formatCount(unconfirmed) })
      : t(M.restsOnConfirmed, { reports }),
    truncated ? t(M.truncated, { interval, periods: formatCount(MAX_SERIES_PERIODS) }) : '',
  ].join(' ');

  return (
    <div className="lg:col-span-3">
      <fieldset className="mb-2 flex flex-wrap items-center gap-4 text-sm">
        <legend className="float-start me-1 font-medium text-slate-800 dark:text-slate-200">
          {t(M.showBy)}
        </legend>
        {SERIES_INTERVALS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
            <input
              type="radio"
              name="timeline-interval"
              checked={interval === value}
              onChange={() => onIntervalChange(value)}
            />
            {t(value === 'week' ? M.week : M.month)}
          </label>
        ))}
      </fieldset>
      <ChartFigure
        title={t(M.timelineTitle, { interval })}
        note={note}
        share={share}
        description={t(M.timelineDescription, {
          interval,
          count: points.length,
          first: points[0]?.label ?? '–',
          last: points.at(-1)?.label ?? '–',
        })}
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
                label={yAxisTitle(t(M.outbreaks), 'left')}
              />
              <YAxis
                yAxisId="people"
                orientation="right"
                tick={tick}
                tickFormatter={formatAxisCount}
                width={64}
                label={yAxisTitle(t(M.casesAndDeaths), 'right')}
              />
              <Tooltip formatter={(value) => formatCount(Number(value))} />
              <Legend wrapperStyle={{ fontSize: 12, paddingTop: 8 }} formatter={legendLabel} />
              {LINES.map((line) => (
                <Line
                  key={line.key}
                  yAxisId={line.axis}
                  type="linear"
                  dataKey={line.key}
                  name={t(line.name)}
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
            ...(isWeekly ? [t(M.weekStarting)] : []),
            t(M.outbreaks),
            t(M.cases),
            t(M.deaths),
            t(M.caseFatalityRate),
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
