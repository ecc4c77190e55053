import {
  SIGNAL_STATUS_LABELS,
  SITUATION_FIGURE_KEYS,
  SITUATION_MESSAGES,
  type SituationFigureKey,
  type SituationFilters,
  type SituationResponse,
} from '@outbreak-watch/domain';
import { useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { DateInput } from '../../components/filter-controls';
import { LazyPointMap } from '../../components/map/lazy-point-map';
import type { MapPoint } from '../../components/map/map-types';
import { ConfirmationBadge, StatusBadge } from '../../components/outbreak-badges';
import { CountryFilter, DiseaseFilter, RegionFilter } from '../../components/reference-filters';
import { Spinner } from '../../components/spinner';
import { apiDownload, ApiError, errorMessage } from '../../lib/api-client';
import { usePublicConfig } from '../../lib/config-query';
import { filterInWords, rangeInWords, useFilterNames } from '../../lib/filter-words';
import { formatCount, formatMediumDate, formatRate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { SHARE_TEXTS } from '../../lib/share-texts';
import { filterSearchParams } from '../../lib/url-filters';
import { EpidemicCurve } from '../analytics/epidemic-curve';
import { formatWeek, seriesName } from '../signals/signal-format';
import { situationPdfPath, useSituation } from './situation-api';
import { isPrintView, readSituationFilters } from './situation-filters';
import { changeInWords, situationTitle, SITUATION_TEXTS as T } from './situation-texts';
import './situation-print.css';

/**
 * A situation report's map shows where its largest outbreaks are within the country or region: fitting
 * stops at a zoom that keeps a country's outline, however close together they are.
 */
const SITUATION_MAP_MAX_ZOOM = 4;

const toId = (value: string) => (value === '' ? undefined : Number(value));

const formatFigure = (key: SituationFigureKey, value: number) =>
  key === 'cases_per_100k' || key === 'deaths_per_100k' ? formatRate(value) : formatCount(value);

function SituationFilterForm({
  filters,
  onChange,
}: {
  filters: SituationFilters;
  onChange: (next: SituationFilters) => void;
}) {
  const select = (key: 'country_id' | 'disease_id' | 'region') => (event: ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...filters, [key]: toId(event.target.value) });
  const changeDate = (key: 'from' | 'to') => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...filters, [key]: event.target.value === '' ? undefined : event.target.value };
    // A range that ends before it starts is not applied; the inputs' min and max prevent it anyway.
    if (next.from && next.to && next.from > next.to) return;
    onChange(next);
  };
  return (
    <form
      aria-label={T.filtersLabel}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5 print:hidden dark:border-slate-800 dark:bg-slate-900"
      onSubmit={(event) => event.preventDefault()}
    >
      <CountryFilter
        value={filters.country_id === undefined ? '' : String(filters.country_id)}
        onChange={select('country_id')}
      />
      <RegionFilter
        value={filters.region === undefined ? '' : String(filters.region)}
        onChange={select('region')}
      />
      <DiseaseFilter
        value={filters.disease_id === undefined ? '' : String(filters.disease_id)}
        onChange={select('disease_id')}
      />
      <DateInput label={T.from} value={filters.from ?? ''} max={filters.to} onChange={changeDate('from')} />
      <DateInput label={T.to} value={filters.to ?? ''} min={filters.from} onChange={changeDate('to')} />
    </form>
  );
}

const LINK_CLASSES = 'font-medium text-brand-800 underline dark:text-brand-300';

/** One part of the report under its heading. */
function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-950 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

function KeyFigures({ report }: { report: SituationResponse }) {
  const keys = SITUATION_FIGURE_KEYS.filter((key) => report.figures[key] !== null);
  const population = report.figures.population;
  const year = report.figures.population_year;
  return (
    <ReportSection id="situation-figures" title={T.keyFigures}>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 sm:print:grid-cols-3">
        {keys.map((key) => {
          const format = (value: number) => formatFigure(key, value);
          return (
            <div
              key={key}
              data-figure={key}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:shadow-none dark:border-slate-800 dark:bg-slate-900"
            >
              <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{T.figures[key]}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-950 dark:text-white">
                {format(report.figures[key]!)}
              </dd>
              <dd className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {T.vsPrevious}: {changeInWords(report.change_previous[key], format)}
              </dd>
              <dd className="text-sm text-slate-700 dark:text-slate-300">
                {T.vsYearBefore}: {changeInWords(report.change_year_before[key], format)}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {T.comparisons(rangeInWords(report.previous_period), rangeInWords(report.year_before_period))}
        {population !== null && year !== null && ` ${T.population(formatCount(population), year)}`}
      </p>
    </ReportSection>
  );
}

function SituationMap({ report }: { report: SituationResponse }) {
  const config = usePublicConfig();
  const points = useMemo<MapPoint[]>(
    () =>
      report.largest_outbreaks.flatMap((o) =>
        o.latitude === null || o.longitude === null
          ? []
          : [
              {
                id: o.id,
                latitude: o.latitude,
                longitude: o.longitude,
                label: `${o.disease_name} in ${o.country_name}, ${formatMediumDate(o.date)}: ${formatCount(o.cases)} cases`,
                href: paths.details(o.id),
              },
            ],
      ),
    [report.largest_outbreaks],
  );
  if (points.length === 0) return null;
  return (
    <ReportSection id="situation-map" title={T.map}>
      <div className="mt-3">
        <LazyPointMap
          points={points}
          tileUrl={config.data?.map_tile_url ?? null}
          tileAttribution={config.data?.map_tile_attribution}
          label={T.mapLabel}
          fitToPoints
          maxFitZoom={SITUATION_MAP_MAX_ZOOM}
          className="h-72 print:h-64"
        />
      </div>
    </ReportSection>
  );
}

function SituationSignals({ report }: { report: SituationResponse }) {
  return (
    <ReportSection id="situation-signals" title={T.signals}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{T.signalsIntro}</p>
      {report.signals.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{T.noSignals}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {report.signals.map((signal) => (
            <li key={signal.id} className="text-slate-800 dark:text-slate-200">
              <Link to={paths.signal(signal.id)} className={LINK_CLASSES}>
                {seriesName(signal)}
              </Link>
              {' · '}
              {formatWeek(signal.week_start)} · {SIGNAL_STATUS_LABELS[signal.status]}
            </li>
          ))}
        </ul>
      )}
    </ReportSection>
  );
}

function LargestOutbreaks({ report }: { report: SituationResponse }) {
  return (
    <ReportSection id="situation-largest" title={T.largest}>
      {report.largest_outbreaks.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{T.noOutbreaks}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{T.largestCaption}</caption>
            <thead className="text-slate-700 dark:text-slate-300">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Outbreak
                </th>
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Cases
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Deaths
                </th>
                <th scope="col" className="py-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {report.largest_outbreaks.map((o) => (
                <tr key={o.id}>
                  <td className="py-2 pr-3">
                    <Link to={paths.details(o.id)} className={LINK_CLASSES}>
                      {o.disease_name} in {o.country_name}
                    </Link>
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatMediumDate(o.date)}</td>
                  <td className="py-2 pr-3 text-right">{formatCount(o.cases)}</td>
                  <td className="py-2 pr-3 text-right">{formatCount(o.deaths)}</td>
                  <td className="py-2">
                    <span className="flex flex-wrap gap-1">
                      <StatusBadge status={o.status} />
                      <ConfirmationBadge confirmed={o.confirmed} />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ReportSection>
  );
}

/** Print and Download PDF; where the server cannot render PDFs, the button says how to print instead. */
function ReportActions({ filters, pdfAvailable }: { filters: SituationFilters; pdfAvailable: boolean }) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!pdfAvailable) {
      setMessage(SITUATION_MESSAGES.pdfUnavailable);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await apiDownload(situationPdfPath(filters), 'situation-report.pdf');
    } catch (error) {
      setMessage(
        error instanceof ApiError
          ? errorMessage(error, SITUATION_MESSAGES.pdfFailed)
          : SITUATION_MESSAGES.pdfFailed,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="print:hidden">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          {T.print}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void download()}
          disabled={busy}
          aria-describedby={message ? 'situation-pdf-message' : undefined}
        >
          {busy ? T.downloading : T.downloadPdf}
        </Button>
      </div>
      {message && (
        <p
          id="situation-pdf-message"
          role="status"
          className="mt-2 max-w-xl text-sm text-slate-700 dark:text-slate-300"
        >
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * A situation report: a country's, region's or disease's key figures for a period against the previous
 * period and a year earlier, its epidemic curve, map, signals and largest outbreaks, as a document that
 * prints on one or two pages. The filter is in the URL; `?print=1` shows the document alone.
 */
export function SituationPage() {
  const [params, setParams] = useSearchParams();
  const filters = readSituationFilters(params);
  const printView = isPrintView(params);
  const report = useSituation(filters);
  const names = useFilterNames(filters);
  const title = situationTitle({ disease: names.disease, place: names.country ?? names.region });
  const inWords = filterInWords(filters, names);
  const data = report.data;
  const apply = (next: SituationFilters) => setParams(filterSearchParams(next), { replace: true });

  return (
    <article
      data-situation-report=""
      data-print-view={printView ? '' : undefined}
      data-report-ready={data && !report.isPlaceholderData ? 'true' : 'false'}
      className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 print:max-w-none print:space-y-4 print:p-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-brand-800 dark:text-brand-300">{SHARE_TEXTS.appName}</p>
          <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-950 dark:text-white">
            {title}
          </h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            {inWords}
            {data && ` · ${rangeInWords(data.period)}`}
          </p>
        </div>
        {data && <ReportActions filters={filters} pdfAvailable={data.pdf_available} />}
      </div>

      {!printView && <SituationFilterForm filters={filters} onChange={apply} />}

      {report.isPending && <Spinner label={T.loading} className="py-16" />}
      {report.isError && !data && (
        <Alert tone="error" title={T.loadFailed}>
          <p>{errorMessage(report.error, T.loadFailed)}</p>
        </Alert>
      )}
      {data && (
        <div className={report.isPlaceholderData ? 'space-y-6 opacity-60' : 'space-y-6 print:space-y-4'}>
          <KeyFigures report={data} />
          <div className="print:[&_[role=group]]:hidden">
            <EpidemicCurve
              filters={{
                country_id: filters.country_id,
                region: filters.region,
                disease_id: filters.disease_id,
                from: data.period.from,
                to: data.period.to,
              }}
            />
          </div>
          <div className="grid gap-6 lg:grid-cols-2 sm:print:grid-cols-2">
            <SituationSignals report={data} />
            <SituationMap report={data} />
          </div>
          <LargestOutbreaks report={data} />
          <div className="border-t border-slate-200 pt-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <p>{SHARE_TEXTS.source}</p>
            {data.figures.population !== null && <p>{SHARE_TEXTS.populationSource}</p>}
            <p>
              {SHARE_TEXTS.generated(data.generated_at)} · {SHARE_TEXTS.appName}
            </p>
          </div>
        </div>
      )}
    </article>
  );
}
