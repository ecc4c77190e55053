import {
  ANALYTICS_TEXTS,
  PLACE_LEVELS,
  PLACE_TEXTS,
  RATE_TEXTS,
  type AnalyticsFilters,
  type PlaceLevel,
} from '@outbreak-watch/domain';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Alert } from '../../components/alert';
import { buttonClasses } from '../../components/button';
import { ChartFigure } from '../../components/chart-figure';
import { FilterSelect } from '../../components/filter-controls';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-client';
import { formatCount, formatDecimal, formatRateWithYear } from '../../lib/format';
import { placesCsvUrl, useAnalyticsPlaces } from './api/get-analytics-places';
import { decimalOrDash, legendLabel, tick, yAxisTitle } from './chart-parts';

const LEVEL_OPTIONS = PLACE_LEVELS.map((level) => ({ value: level, label: PLACE_TEXTS.levels[level] }));

interface PlacesChartProps {
  filters: AnalyticsFilters;
  level: PlaceLevel;
  onLevelChange: (level: PlaceLevel) => void;
}

/**
 * The places with the most cases, by country, UN M49 region or sub-region: cases beside cases per
 * 100,000 (a region's population is the sum of its countries'), the full figures in the table, and
 * the CSV of every place for the same filters.
 */
export function PlacesChart({ filters, level, onLevelChange }: PlacesChartProps) {
  const query = useAnalyticsPlaces(filters, level);
  const title = PLACE_TEXTS.title(level);
  const places = (query.data?.places ?? []).map((p) => ({ ...p, rate: p.cases_per_100k ?? 0 }));

  return (
    <div className="lg:col-span-3">
      <div className="mb-2 flex flex-wrap items-end justify-between gap-3">
        <div className="w-48">
          <FilterSelect
            label={PLACE_TEXTS.levelLabel}
            value={level}
            onChange={(event) => onLevelChange(event.target.value as PlaceLevel)}
            options={LEVEL_OPTIONS}
          />
        </div>
        <a
          href={placesCsvUrl(filters, level)}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {PLACE_TEXTS.download}
        </a>
      </div>
      {query.isPending && <Spinner label="Loading places…" className="py-8" />}
      {query.isError && !query.data && (
        <Alert tone="error">{errorMessage(query.error, 'The places could not be loaded.')}</Alert>
      )}
      {query.data && (
        <ChartFigure
          title={title}
          note={`${PLACE_TEXTS.populationNote} ${query.data.total_places > places.length ? `${formatCount(query.data.total_places)} places in all; the CSV has every one.` : ''}`}
          description={`Bar chart of cases (left axis) and cases per 100,000 (right axis) of the ${title.toLowerCase().replace(/ by cases$/, '')}: ${places.map((p) => `${p.name} ${formatCount(p.cases)} cases`).join(', ')}.`}
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={places} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
                <XAxis dataKey="name" tick={tick} interval={0} angle={-20} textAnchor="end" height={64} />
                <YAxis
                  yAxisId="cases"
                  tick={tick}
                  width={64}
                  tickFormatter={(value: number) => formatCount(value)}
                  label={yAxisTitle(ANALYTICS_TEXTS.axis.cases, 'left')}
                />
                <YAxis
                  yAxisId="rate"
                  orientation="right"
                  tick={tick}
                  width={64}
                  tickFormatter={(value: number) => formatDecimal(value)}
                  label={yAxisTitle(ANALYTICS_TEXTS.axis.casesPer100k, 'right')}
                />
                <Tooltip formatter={(value) => formatDecimal(Number(value))} />
                <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendLabel} />
                <Bar
                  yAxisId="cases"
                  dataKey="cases"
                  name={ANALYTICS_TEXTS.axis.cases}
                  fill="#1d4ed8"
                  isAnimationActive={false}
                />
                <Bar
                  yAxisId="rate"
                  dataKey="rate"
                  name={ANALYTICS_TEXTS.axis.casesPer100k}
                  fill="#c2410c"
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          }
          table={{
            columns: [
              PLACE_TEXTS.levels[level],
              ANALYTICS_TEXTS.axis.outbreaks,
              'Unconfirmed',
              ANALYTICS_TEXTS.axis.cases,
              ANALYTICS_TEXTS.axis.deaths,
              ANALYTICS_TEXTS.axis.caseFatalityRate,
              ANALYTICS_TEXTS.axis.casesPer100k,
              ANALYTICS_TEXTS.axis.deathsPer100k,
              'Mean attack rate (%)',
            ],
            rows: places.map((p) => [
              p.name,
              formatCount(p.count),
              formatCount(p.unconfirmed),
              formatCount(p.cases),
              formatCount(p.deaths),
              decimalOrDash(p.case_fatality_rate),
              formatRateWithYear(p.cases_per_100k, p.population_year),
              formatRateWithYear(p.deaths_per_100k, p.population_year),
              formatDecimal(p.mean_attack_rate),
            ]),
          }}
        />
      )}
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{RATE_TEXTS.source}</p>
    </div>
  );
}
