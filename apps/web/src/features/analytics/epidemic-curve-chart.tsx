import { EPICURVE_OTHER, type EpicurveResponse, type OutbreakStatus } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartFigure } from '../../components/chart-figure';
import type { ChartShare } from '../../lib/chart-svg';
import { formatAxisCount, formatCount, formatDecimal } from '../../lib/format';
import { BAND_COLOR, useChartColors, type ChartPalette } from './chart-colors';
import type { Translate } from './chart-parts';
import { EPICURVE_MESSAGES as M } from './messages';
import { legendLabel, tick } from './chart-parts';

const formatValue = (value: number) => (Number.isInteger(value) ? formatCount(value) : formatDecimal(value));
const formatTooltip = (value: unknown) =>
  Array.isArray(value) ? value.map((v) => formatValue(Number(v))).join('–') : formatValue(Number(value));

/** The band's legend entries, e.g. "Same weeks, 2021–2025 (min–max)". */
function bandNames(t: Translate, years: readonly number[]): { range: string; mean: string } {
  const first = Math.min(...years);
  const last = Math.max(...years);
  const span = years.length === 0 ? '' : `, ${first === last ? first : `${first}–${last}`}`;
  return { range: t(M.bandRange, { years: span }), mean: t(M.bandMean, { years: span }) };
}

/** The colour of a stack group: the status's own, or the disease's place in the ranking. */
function groupColor(colors: ChartPalette, curve: EpicurveResponse, key: string, index: number): string {
  if (curve.stack === 'status') return colors.status[key as OutbreakStatus] ?? colors.other;
  return key === EPICURVE_OTHER ? colors.other : (colors.diseases[index] ?? colors.other);
}

/** The epidemic curve as stacked weekly bars over the shaded band (min–max) and its mean. */
export default function EpidemicCurveChart({
  curve,
  chartClassName,
  share,
}: {
  curve: EpicurveResponse;
  chartClassName: string;
  share?: ChartShare;
}) {
  const colors = useChartColors();
  const { formatMessage: t } = useIntl();
  const unit = t(curve.measure === 'cases' ? M.cases : M.reports);
  const band = bandNames(t, curve.history_years);
  const hasBand = curve.history_years.length > 0;
  const data = curve.weeks.map((week) => ({
    label: week.label,
    ...Object.fromEntries(curve.groups.map((group) => [`g_${group.key}`, week.counts[group.key] ?? 0])),
    range: week.band ? [week.band.min, week.band.max] : null,
    mean: week.band?.mean ?? null,
  }));
  const first = curve.weeks[0]?.label ?? '';
  const last = curve.weeks.at(-1)?.label ?? '';

  return (
    <ChartFigure
      title={t(M.chartTitle, { measure: curve.measure, first, last })}
      description={t(M.description, {
        measure: curve.measure,
        stack: curve.stack,
        first,
        last,
        hasBand: hasBand ? 'yes' : 'no',
        range: band.range,
        mean: band.mean,
      })}
      chartClassName={chartClassName}
      share={share}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
            <XAxis
              dataKey="label"
              tick={tick}
              minTickGap={16}
              height={48}
              label={{
                value: t(M.xAxis),
                position: 'insideBottom',
                fill: 'currentColor',
                fontSize: 12,
              }}
            />
            <YAxis
              tick={tick}
              tickFormatter={formatAxisCount}
              allowDecimals={curve.measure === 'cases'}
              label={{
                value: unit,
                angle: -90,
                position: 'insideLeft',
                fill: 'currentColor',
                fontSize: 12,
                style: { textAnchor: 'middle' },
              }}
            />
            <Tooltip formatter={formatTooltip} />
            {/* In drawing order: the band, the groups largest first, the mean. */}
            <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} itemSorter={null} />
            {hasBand && (
              <Area
                dataKey="range"
                name={band.range}
                type="linear"
                fill={BAND_COLOR}
                fillOpacity={0.3}
                stroke="none"
                legendType="square"
                isAnimationActive={false}
              />
            )}
            {curve.groups.map((group, i) => (
              <Bar
                key={group.key}
                dataKey={`g_${group.key}`}
                name={group.label}
                stackId="groups"
                fill={groupColor(colors, curve, group.key, i)}
                isAnimationActive={false}
              />
            ))}
            {hasBand && (
              <Line
                dataKey="mean"
                name={band.mean}
                type="linear"
                stroke="currentColor"
                strokeWidth={2}
                strokeDasharray="5 3"
                dot={false}
                isAnimationActive={false}
              />
            )}
          </ComposedChart>
        </ResponsiveContainer>
      }
      table={{
        columns: [t(M.week), ...curve.groups.map((group) => group.label), t(M.total), band.range, band.mean],
        rows: curve.weeks.map((week) => [
          week.label,
          ...curve.groups.map((group) => formatValue(week.counts[group.key] ?? 0)),
          formatValue(week.total),
          week.band ? `${formatValue(week.band.min)}–${formatValue(week.band.max)}` : '—',
          week.band ? formatDecimal(week.band.mean) : '—',
        ]),
      }}
    />
  );
}
