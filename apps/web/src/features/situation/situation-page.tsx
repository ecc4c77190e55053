import {
  SITUATION_FIGURE_KEYS,
  SITUATION_MESSAGE_DESCRIPTORS,
  type SituationFigureKey,
  type SituationFilters,
  type SituationResponse,
} from '@outbreak-watch/domain';
import { useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
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
import { formatFilterWords, formatRangeWords, useFilterNames } from '../../lib/filter-words';
import { formatCount, formatMediumDate, formatRate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { SHARE_TEXTS } from '../../lib/share-texts';
import { filterSearchParams } from '../../lib/url-filters';
import { EpidemicCurve } from '../analytics/epidemic-curve';
import { SIGNAL_FILTER_MESSAGES } from '../signals/messages';
import { seriesLabel, weekLabel } from '../signals/signal-format';
import { SITUATION_PAGE_MESSAGES as T } from './messages';
import { situationPdfPath, useSituation } from './situation-api';
import { isPrintView, readSituationFilters } from './situation-filters';
import { changeInWords, situationTitle } from './situation-texts';
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
  const { formatMessage: t } = useIntl();
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
      aria-label={t(T.filtersLabel)}
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
      <DateInput
        label={t(T.from)}
        value={filters.from ?? ''}
        max={filters.to}
        onChange={changeDate('from')}
      />
      <DateInput label={t(T.to)} value={filters.to ?? ''} min={filters.from} onChange={changeDate('to')} />
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

/** A signed change reads left to right in every language, so "+12 (+25%)" keeps its order. */
const Change = ({ words }: { words: string }) => <span dir="ltr">{words}</span>;

function KeyFigures({ report }: { report: SituationResponse }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const keys = SITUATION_FIGURE_KEYS.filter((key) => report.figures[key] !== null);
  const population = report.figures.population;
  const year = report.figures.population_year;
  return (
    <ReportSection id="situation-figures" title={t(T.keyFigures)}>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 sm:print:grid-cols-3">
        {keys.map((key) => {
          const format = (value: number) => formatFigure(key, value);
          return (
            <div
              key={key}
              data-figure={key}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:shadow-none dark:border-slate-800 dark:bg-slate-900"
            >
              <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{t(T[key])}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-950 dark:text-white">
                {format(report.figures[key]!)}
              </dd>
              <dd className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {t(T.vsPrevious, {
                  change: <Change words={changeInWords(intl, report.change_previous[key], format)} />,
                })}
              </dd>
              <dd className="text-sm text-slate-700 dark:text-slate-300">
                {t(T.vsYearBefore, {
                  change: <Change words={changeInWords(intl, report.change_year_before[key], format)} />,
                })}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t(T.comparisons, {
          previous: formatRangeWords(report.previous_period),
          yearBefore: formatRangeWords(report.year_before_period),
        })}
        {population !== null &&
          year !== null &&
          ` ${t(T.population, { population: formatCount(population), year: String(year) })}`}
      </p>
    </ReportSection>
  );
}

function SituationMap({ report }: { report: SituationResponse }) {
  const config = usePublicConfig();
  const { formatMessage: t } = useIntl();
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
                label: t(T.mapPoint, {
                  outbreak: t(T.outbreakIn, { disease: o.disease_name, country: o.country_name }),
                  date: formatMediumDate(o.date),
                  cases: o.cases,
                }),
                href: paths.details(o.id),
              },
            ],
      ),
    [report.largest_outbreaks, t],
  );
  if (points.length === 0) return null;
  return (
    <ReportSection id="situation-map" title={t(T.map)}>
      <div className="mt-3">
        <LazyPointMap
          points={points}
          tileUrl={config.data?.map_tile_url ?? null}
          tileAttribution={config.data?.map_tile_attribution}
          label={t(T.mapLabel)}
          fitToPoints
          maxFitZoom={SITUATION_MAP_MAX_ZOOM}
          className="h-72 print:h-64"
        />
      </div>
    </ReportSection>
  );
}

function SituationSignals({ report }: { report: SituationResponse }) {
  const { formatMessage: t } = useIntl();
  return (
    <ReportSection id="situation-signals" title={t(T.signals)}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t(T.signalsIntro)}</p>
      {report.signals.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t(T.noSignals)}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {report.signals.map((signal) => (
            <li key={signal.id} className="text-slate-800 dark:text-slate-200">
              <Link to={paths.signal(signal.id)} className={LINK_CLASSES}>
                {seriesLabel(t, signal)}
              </Link>
              {' · '}
              {weekLabel(t, signal.week_start)} · {t(SIGNAL_FILTER_MESSAGES[signal.status])}
            </li>
          ))}
        </ul>
      )}
    </ReportSection>
  );
}

function LargestOutbreaks({ report }: { report: SituationResponse }) {
  const { formatMessage: t } = useIntl();
  return (
    <ReportSection id="situation-largest" title={t(T.largest)}>
      {report.largest_outbreaks.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t(T.noOutbreaks)}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t(T.largestCaption)}</caption>
            <thead className="text-slate-700 dark:text-slate-300">
              <tr>
                <th scope="col" className="py-2 pe-3 text-start">
                  {t(T.outbreak)}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {t(T.date)}
                </th>
                <th scope="col" className="py-2 pe-3 text-end">
                  {t(T.cases)}
                </th>
                <th scope="col" className="py-2 pe-3 text-end">
                  {t(T.deaths)}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t(T.status)}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {report.largest_outbreaks.map((o) => (
                <tr key={o.id}>
                  <td className="py-2 pe-3">
                    <Link to={paths.details(o.id)} className={LINK_CLASSES}>
                      {t(T.outbreakIn, { disease: o.disease_name, country: o.country_name })}
                    </Link>
                  </td>
                  <td className="py-2 pe-3 whitespace-nowrap">{formatMediumDate(o.date)}</td>
                  <td className="py-2 pe-3 text-end">{formatCount(o.cases)}</td>
                  <td className="py-2 pe-3 text-end">{formatCount(o.deaths)}</td>
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
  const { formatMessage: t } = useIntl();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!pdfAvailable) {
      setMessage(t(SITUATION_MESSAGE_DESCRIPTORS.pdfUnavailable));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await apiDownload(situationPdfPath(filters), 'situation-report.pdf');
    } catch (error) {
      const failed = t(SITUATION_MESSAGE_DESCRIPTORS.pdfFailed);
      setMessage(error instanceof ApiError ? errorMessage(error, failed) : failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="print:hidden">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          {t(T.print)}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void download()}
          disabled={busy}
          aria-describedby={message ? 'situation-pdf-message' : undefined}
        >
          {busy ? t(T.downloading) : t(T.downloadPdf)}
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
  const { formatMessage: t } = useIntl();
  const title = situationTitle(t, { disease: names.disease, place: names.country ?? names.region });
  const inWords = formatFilterWords(filters, names);
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
            {data && ` · ${formatRangeWords(data.period)}`}
          </p>
        </div>
        {data && <ReportActions filters={filters} pdfAvailable={data.pdf_available} />}
      </div>

      {!printView && <SituationFilterForm filters={filters} onChange={apply} />}

      {report.isPending && <Spinner label={t(T.loading)} className="py-16" />}
      {report.isError && !data && (
        <Alert tone="error" title={t(T.loadFailed)}>
          <p>{errorMessage(report.error, t(T.loadFailed))}</p>
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
