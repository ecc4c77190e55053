import {
  ANALYTICS_PLACES_SHOWN,
  PLACE_LEVELS,
  type AnalyticsFilters,
  type PlaceLevel,
} from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Alert } from '../../components/alert';
import { ChartFigure } from '../../components/chart-figure';
import type { ChartShare } from '../../lib/chart-svg';
import { FilterSelect } from '../../components/filter-controls';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-client';
import { formatCount, formatDecimal, formatRate } from '../../lib/format';
import { placesCsvUrl, useAnalyticsPlaces } from './api/get-analytics-places';
import { useChartColors } from './chart-colors';
import { axisTitleAt, decimalOrDash, legendLabel, tick, type Translate } from './chart-parts';
import { ANALYTICS_CHART_MESSAGES as M } from './messages';

/** Cases on the bottom axis, cases per 100,000 on the top one. */
const BARS = [
  {
    key: 'cases',
    name: M.cases,
    side: 'bottom',
    format: formatCount,
  },
  {
    key: 'rate',
    name: M.casesPer100k,
    side: 'top',
    format: formatDecimal,
  },
] as const;

/** A place name short enough for two lines beside its bars; the table and the tooltip have it whole. */
const shortName = (name: string) => (name.length > 24 ? `${name.slice(0, 22).trimEnd()}…` : name);

const LEVEL_NAMES = { country: M.country, region: M.region, 'sub-region': M.subRegion } as const;

/** "12.4 per 100,000 (population 2023)", or a dash and the reason. */
function rateWithYear(t: Translate, rate: number | null, year: number | null): string {
  if (rate === null || year === null) return t(M.noRate);
  return t(M.rateWithYear, { rate: formatRate(rate), year: String(year) });
}

interface PlacesChartProps {
  filters: AnalyticsFilters;
  level: PlaceLevel;
  onLevelChange: (level: PlaceLevel) => void;
  share: ChartShare;
}

/**
 * The places with the most cases, by country, UN M49 region or sub-region: cases beside cases per
 * 100,000 (a region's population is the sum of its countries'), the full figures in the table, and
 * the CSV of every place for the same filters.
 */
export function PlacesChart({ filters, level, onLevelChange, share }: PlacesChartProps) {
  const colors = useChartColors();
  const { formatMessage: t } = useIntl();
  const query = useAnalyticsPlaces(filters, level);
  const shown = formatCount(ANALYTICS_PLACES_SHOWN);
  const title = t(M.placesTitle, { level, shown });
  const places = (query.data?.places ?? []).map((p) => ({ ...p, rate: p.cases_per_100k ?? 0 }));

  return (
    <div className="lg:col-span-3">
      <div className="mb-2 flex flex-wrap items-end justify-between gap-3">
        <div className="w-48 print:hidden">
          <FilterSelect
            label={t(M.placesBy)}
            value={level}
            onChange={(event) => onLevelChange(event.target.value as PlaceLevel)}
            options={PLACE_LEVELS.map((value) => ({ value, label: t(LEVEL_NAMES[value]) }))}
          />
        </div>
      </div>
      {query.isPending && <Spinner label={t(M.placesLoading)} className="py-8" />}
      {query.isError && !query.data && (
        <Alert tone="error">{errorMessage(query.error, t(M.placesFailed))}</Alert>
      )}
      {query.data && (
        <ChartFigure
          title={title}
          chartClassName="h-96"
          share={share}
          csvHref={placesCsvUrl(filters, level)}
          note={`${t(M.populationNote)} ${query.data.total_places > places.length ? t(M.placesInAll, { count: formatCount(query.data.total_places) }) : ''}`}
          description={t(M.placesDescription, {
            level,
            shown,
            values: places
              .map((p) => t(M.placeCases, { name: p.name, cases: formatCount(p.cases) }))
              .join(', '),
          })}
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={places}
                layout="vertical"
                barGap={1}
                margin={{ top: 4, right: 8, bottom: 16, left: 4 }}
              >
                <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
                {/* Place names down the side, where they can be long and still readable on a phone. */}
                <YAxis
                  type="category"
                  dataKey="name"
                  tick={tick}
                  width={112}
                  interval={0}
                  tickFormatter={shortName}
                />
                {BARS.map((bar) => (
                  <XAxis
                    key={bar.key}
                    xAxisId={bar.key}
                    type="number"
                    orientation={bar.side}
                    tick={tick}
                    height={bar.side === 'bottom' ? 36 : 30}
                    tickFormatter={(value: number) => bar.format(value)}
                    label={axisTitleAt(t(bar.name), bar.side)}
                  />
                ))}
                <Tooltip formatter={(value) => formatDecimal(Number(value))} />
                <Legend wrapperStyle={{ fontSize: 12, paddingTop: 4 }} formatter={legendLabel} />
                {BARS.map((bar) => (
                  <Bar
                    key={bar.key}
                    xAxisId={bar.key}
                    dataKey={bar.key}
                    name={t(bar.name)}
                    fill={colors.places[bar.key]}
                    isAnimationActive={false}
                  />
                ))}
              </BarChart>
            </ResponsiveContainer>
          }
          table={{
            columns: [
              t(LEVEL_NAMES[level]),
              t(M.outbreaks),
              t(M.unconfirmed),
              t(M.cases),
              t(M.deaths),
              t(M.caseFatalityRate),
              t(M.casesPer100k),
              t(M.deathsPer100k),
              t(M.meanAttackRate),
            ],
            rows: places.map((p) => [
              p.name,
              formatCount(p.count),
              formatCount(p.unconfirmed),
              formatCount(p.cases),
              formatCount(p.deaths),
              decimalOrDash(p.case_fatality_rate),
              rateWithYear(t, p.cases_per_100k, p.population_year),
              rateWithYear(t, p.deaths_per_100k, p.population_year),
              formatDecimal(p.mean_attack_rate),
            ]),
          }}
        />
      )}
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t(M.populationSource)}</p>
    </div>
  );
}
