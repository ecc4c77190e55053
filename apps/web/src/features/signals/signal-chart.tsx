import { addDays, SIGNAL_ALGORITHM_NAMES, type SignalDetail } from '@outbreak-watch/domain';
import {
  Area,
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useIntl } from '../../lib/i18n/use-intl';
import { ChartFigure } from '../../components/chart-figure';
import { formatFilterWords, formatRangeWords } from '../../lib/filter-words';
import { formatAxisCount, formatCount, formatDecimal, formatMediumDate } from '../../lib/format';
import { SIGNAL_CHART_MESSAGES as C, SIGNALS_MESSAGES as M } from './messages';
import { formatExpected, seriesLabel } from './signal-format';

/** Series colours that read on the light and the dark background alike. */
const COLORS = { observed: '#0d9488', alarm: '#dc2626', threshold: '#d97706', flagged: '#7c3aed' } as const;

/**
 * When another week is this many times the flagged one, a linear axis would flatten the flagged week to
 * a sliver: the chart then uses a square-root axis, on which it stays readable.
 */
const DWARFED_RATIO = 4;

/** A square-root axis when one week dwarfs the flagged one, else a linear one. */
export function chartScale(series: SignalDetail['series'], flaggedWeek: string): 'linear' | 'sqrt' {
  const flagged = series.find((point) => point.week_start === flaggedWeek);
  const top = Math.max(...series.map((point) => Math.max(point.observed, point.threshold ?? 0)));
  return top > DWARFED_RATIO * Math.max(flagged?.observed ?? 0, 1) ? 'sqrt' : 'linear';
}

const tick = { fill: 'currentColor', fontSize: 12 };

/** A red triangle above an alarm week's bar; nothing for the other weeks. */
function AlarmMarker({ cx, cy, index }: { cx?: number; cy?: number; index?: number }) {
  if (cx === undefined || cy === undefined || !Number.isFinite(cy)) return <g key={index} />;
  return <path key={index} d={`M${cx},${cy - 12} l6,10 h-12 z`} fill={COLORS.alarm} />;
}
/**
 * "Flagged week" above the outlined week, ending at its right edge. Written left to right whatever the
 * page's direction, so that in Arabic it does not run off the chart's right side.
 */
function FlaggedLabel({
  text,
  viewBox,
}: {
  text: string;
  viewBox?: { x?: number; y?: number; width?: number };
}) {
  if (viewBox?.x === undefined || viewBox.y === undefined) return null;
  return (
    <text
      x={viewBox.x + (viewBox.width ?? 0) - 5}
      y={viewBox.y - 4}
      textAnchor="end"
      direction="ltr"
      fill="currentColor"
      fontSize={12}
    >
      {text}
    </text>
  );
}

/** Legend labels in the page's text colour, readable in both themes. */
const legendLabel = (value: string) => <span className="text-slate-700 dark:text-slate-200">{value}</span>;

/**
 * The signal's weekly series around its week (Recharts, loaded with this chart only): the observed counts
 * as bars, red in alarm weeks and marked with a triangle above them, the expected count as a dashed line
 * and the reference method's threshold as a shaded band up to its line. The flagged week is outlined
 * and labelled "Flagged week" in the chart, and named in its description and data table, never by colour
 * alone.
 */
export default function SignalChart({ detail }: { detail: SignalDetail }) {
  const { signal, series } = detail;
  const { formatMessage: t } = useIntl();
  const reference = signal.reference ?? { algorithm: 'ears_c1', measure: 'reports' };
  const measure = reference.measure;
  const observedName = t(C.observed, { measure });
  const flaggedWeek = t(C.flaggedWeek);
  const method = SIGNAL_ALGORITHM_NAMES[reference.algorithm];
  const flaggedLabel = formatMediumDate(signal.week_start);
  const scale = chartScale(series, signal.week_start);
  const points = series.map((point) => ({
    ...point,
    label: formatMediumDate(point.week_start),
    marker: point.alarm ? point.observed : null,
  }));
  const alarms = points.filter((point) => point.alarm);
  const share = {
    filterWords: formatFilterWords(
      { disease_id: signal.disease_id ?? undefined, country_id: signal.country_id ?? undefined },
      { disease: signal.disease_name ?? undefined, country: signal.country_name ?? undefined },
    ),
    // From the first week's Monday to the last week's Sunday.
    range: formatRangeWords({
      from: series[0]?.week_start ?? signal.week_start,
      to: addDays(series.at(-1)?.week_start ?? signal.week_start, 6),
    }),
    fileName: `signal-${signal.id}`,
  };

  return (
    <ChartFigure
      title={t(C.title, { measure, series: seriesLabel(t, signal), method })}
      description={t(C.description, {
        measure,
        weeks: points.length,
        date: flaggedLabel,
        method,
        sqrt: scale === 'sqrt' ? 'yes' : 'no',
        alarms: t(C.alarms, {
          count: alarms.length,
          dates: alarms.map((point) => point.label).join(', '),
        }),
      })}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={points} margin={{ top: 24, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
            <XAxis dataKey="label" tick={tick} minTickGap={32} />
            <YAxis
              tick={tick}
              tickFormatter={formatAxisCount}
              allowDecimals={false}
              width="auto"
              scale={scale}
              domain={[0, 'auto']}
            />
            <ReferenceArea
              x1={flaggedLabel}
              x2={flaggedLabel}
              fill={COLORS.flagged}
              fillOpacity={0.12}
              stroke={COLORS.flagged}
              strokeDasharray="4 3"
              strokeWidth={2}
              ifOverflow="extendDomain"
              label={<FlaggedLabel text={flaggedWeek} />}
            />
            <Tooltip
              formatter={(value) => formatDecimal(Number(value))}
              // The theme's colours, so the expected line's entry (drawn in the text colour) reads in both.
              wrapperClassName="rounded-md text-sm shadow [--tip-bg:#ffffff] [--tip-border:#cbd5e1] [--tip-text:#0f172a] dark:[--tip-bg:#1e293b] dark:[--tip-border:#475569] dark:[--tip-text:#f1f5f9]"
              contentStyle={{
                backgroundColor: 'var(--tip-bg)',
                borderColor: 'var(--tip-border)',
                color: 'var(--tip-text)',
              }}
              labelStyle={{ color: 'inherit', fontWeight: 600 }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
            <Area
              type="stepAfter"
              dataKey="threshold"
              name={t(M.threshold)}
              stroke={COLORS.threshold}
              strokeWidth={2}
              fill={COLORS.threshold}
              fillOpacity={0.12}
              connectNulls={false}
              isAnimationActive={false}
            />
            <Bar dataKey="observed" name={observedName} fill={COLORS.observed} isAnimationActive={false}>
              {points.map((point) => (
                <Cell key={point.week_start} fill={point.alarm ? COLORS.alarm : COLORS.observed} />
              ))}
            </Bar>
            <Line
              type="monotone"
              dataKey="expected"
              name={t(M.expected)}
              stroke="currentColor"
              strokeDasharray="5 3"
              strokeWidth={2}
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
            {/* Markers only: a line without a stroke, with a dot where the week alarmed (others are null). */}
            <Line
              dataKey="marker"
              name={t(C.alarmWeek)}
              // Its colour names it in the legend; no line is drawn between the markers.
              stroke={COLORS.alarm}
              strokeWidth={0}
              legendType="triangle"
              dot={AlarmMarker}
              activeDot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      }
      share={share}
      table={{
        columns: [t(C.weekOf), observedName, t(M.expected), t(M.threshold), t(C.alarm), t(C.flagged)],
        rows: points.map((point) => [
          point.label,
          formatCount(point.observed),
          formatExpected(point.expected),
          point.threshold === null ? '—' : formatDecimal(point.threshold),
          point.alarm ? t(C.alarm) : '',
          point.week_start === signal.week_start ? flaggedWeek : '',
        ]),
      }}
    />
  );
}
