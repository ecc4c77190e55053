import { PAGE_INTRO_CLASSES, type MapCountry, type Signal } from '@outbreak-watch/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { FeedLinks } from '../../components/feed-links';
import { ShareButton, type EmbedSize } from '../../components/share-dialog';
import { paths } from '../../lib/paths';
import { LoadError } from '../../components/load-error';
import { PageIntro } from '../../components/page-intro';
import { Spinner } from '../../components/spinner';
import { countryCodeOf, countryNameOf, useBoundaries } from '../../components/map/use-boundaries';
import { useFilterInWords } from '../../lib/filter-words';
import { CountryList } from './country-list';
import { CountryOutbreaksTable } from './country-outbreaks-table';
import { CountryPanel } from './country-panel';
import { ApiError } from '../../lib/api-client';
import { EmptyMapResponseError, useMapCountries } from './map-api';
import { COLOUR_PARAM } from './map-colouring';
import { embedMapSearch, MAP_PARAMS, readSelectedCountry, withParam } from './map-filters';
import { HatchPatterns } from './hatch-patterns';
import { MapFiltersBar } from './map-filters-bar';
import { MapImageDownload, mapRangeInWords } from './map-image-download';
import { feedFilters, mapGeoJsonHref } from './map-feeds';
import { MapView } from './map-view';
import { useMapView } from './use-map-view';
import { TimeControl } from './time-control';
import { MAP_MESSAGES, MAP_TIME_MESSAGES, type Translate } from './messages';

/** The embed's frame: an article column's width, the map with its legend, title and source lines. */
const MAP_EMBED_SIZE: EmbedSize = { width: 720, height: 920 };

const NO_COUNTRIES: readonly MapCountry[] = [];
const NO_SIGNALS: readonly Signal[] = [];

function loadErrorMessage(t: Translate, error: unknown): string {
  return t(error instanceof EmptyMapResponseError ? MAP_MESSAGES.emptyResponse : MAP_MESSAGES.loadFailed);
}

/** The selected country's name: ours when it has outbreaks, else the boundary file's. */
function useCountryName(code: string | null, country: MapCountry | undefined) {
  const { boundaries } = useBoundaries();
  return useMemo(() => {
    if (code === null) return null;
    if (country !== undefined) return country.country_name;
    const shape = boundaries?.features.find((candidate) => countryCodeOf(candidate) === code);
    return shape === undefined ? null : countryNameOf(shape) || null;
  }, [boundaries, code, country]);
}

/** The frames' reason for failing, as the server gave it (a range too long), or a general one. */
function framesErrorMessage(t: Translate, error: unknown): string {
  return error instanceof ApiError && error.isServerMessage ? error.message : t(MAP_TIME_MESSAGES.loadFailed);
}

/**
 * Spec §2 Map: the world map coloured by severity, the selected country's panel and its outbreaks,
 * filtered by date range, disease, region and confirmation, over the whole range or a week or month at
 * a time. Filters, frame and selection live in the URL.
 */
export function MapPage() {
  const {
    searchParams,
    setSearchParams,
    filters,
    colouring,
    query,
    config,
    time,
    signalsByCode,
    signalCodes,
  } = useMapView();
  const { formatMessage: t } = useIntl();
  const isOverTime = time.entries !== null;
  // Over time, the map and its list show the frame; the selected country's panel reads the frame's dates.
  const countries = query.data?.countries ?? NO_COUNTRIES;
  const shown = time.entries ?? countries;
  const frameQuery = useMapCountries(
    { ...filters, days: undefined, from: time.frame?.start, to: time.frame?.end },
    isOverTime && readSelectedCountry(searchParams) !== null,
  );
  const frameShown =
    time.interval !== null && time.frame !== undefined && isOverTime
      ? { interval: time.interval, span: time.frame }
      : null;
  const filterWords = useFilterInWords(filters);
  const rangeWords = mapRangeInWords(t, filters.days, frameShown);
  const panelCountries = isOverTime ? (frameQuery.data?.countries ?? NO_COUNTRIES) : countries;

  const selectedCode = readSelectedCountry(searchParams);
  const selected = panelCountries.find((country) => country.numeric_code === selectedCode);
  const selectedName = useCountryName(selectedCode, selected);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  // Focus moves only after a choice made here, never when a shared link opens with a selection.
  const focusTarget = useRef<{ open: boolean; code: string } | null>(null);

  const select = useCallback(
    (code: string) => {
      focusTarget.current = { open: true, code };
      setSearchParams((params) => withParam(params, MAP_PARAMS.country, code), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  const close = () => {
    if (selectedCode !== null) focusTarget.current = { open: false, code: selectedCode };
    setSearchParams((params) => withParam(params, MAP_PARAMS.country, null), {
      replace: true,
      preventScrollReset: true,
    });
  };

  const setFilter = (key: string) => (value: string) =>
    setSearchParams((params) => withParam(params, key, value), { preventScrollReset: true });

  const isPanelOpen = selectedName !== null;
  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    if (target.open && isPanelOpen) {
      headingRef.current?.focus();
      focusTarget.current = null;
    } else if (!target.open && !isPanelOpen) {
      // Back to the country's button in the list, or to the map it was chosen on.
      const page = pageRef.current;
      const button = page?.querySelector<HTMLElement>(`button[data-country-code="${target.code}"]`);
      (button ?? page?.querySelector<HTMLElement>('.leaflet-container'))?.focus();
      focusTarget.current = null;
    }
  }, [isPanelOpen, selectedCode]);

  return (
    <div ref={pageRef} className={PAGE_INTRO_CLASSES.page}>
      <PageIntro page="/map" />
      <HatchPatterns />
      {/* On paper the filters are gone: say what the map shows. */}
      <p className="hidden text-sm font-medium print:block">
        {filterWords} · {rangeWords}
      </p>

      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <MapFiltersBar
          filters={filters}
          onDaysChange={setFilter(MAP_PARAMS.days)}
          onDiseaseChange={setFilter(MAP_PARAMS.disease)}
          onRegionChange={setFilter(MAP_PARAMS.region)}
          onConfirmedChange={(confirmedOnly) => setFilter(MAP_PARAMS.confirmed)(confirmedOnly ? 'true' : '')}
        />
        <div className="flex flex-wrap items-end gap-3 print:hidden">
          <FeedLinks
            filters={feedFilters(filters)}
            geoJson={{ href: mapGeoJsonHref(filters), holds: t(MAP_MESSAGES.geoJsonHolds) }}
          />
          <ShareButton
            subject={t(MAP_MESSAGES.title)}
            pagePath={paths.withSearch(paths.map, searchParams)}
            embedPath={paths.embedMap(embedMapSearch(searchParams))}
            embedSize={MAP_EMBED_SIZE}
          />
          {query.data !== undefined && (
            <MapImageDownload
              countries={shown}
              colouring={colouring}
              signalCodes={signalCodes}
              minReports={query.data.min_reports}
              filterWords={filterWords}
              rangeWords={rangeWords}
              frameLabel={frameShown?.span.label}
            />
          )}
        </div>
      </div>

      <TimeControl
        interval={time.interval}
        onToggle={time.setOn}
        onIntervalChange={time.setInterval}
        frames={time.frames}
        index={time.index}
        onIndexChange={time.setIndex}
        error={time.interval !== null && time.query.isError ? framesErrorMessage(t, time.query.error) : null}
      />

      {query.data === undefined ? (
        query.isError ? (
          <LoadError message={loadErrorMessage(t, query.error)} onRetry={() => void query.refetch()} />
        ) : (
          <Spinner label={t(MAP_MESSAGES.loading)} className="py-24" />
        )
      ) : (
        <>
          {/* A failed refresh keeps what is already shown. */}
          {query.isError && (
            <LoadError message={loadErrorMessage(t, query.error)} onRetry={() => void query.refetch()} />
          )}
          <div
            aria-busy={query.isPlaceholderData}
            className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] print:flex! print:flex-col!"
          >
            <MapView
              countries={shown}
              selectedCode={isPanelOpen ? selectedCode : null}
              signalCodes={signalCodes}
              colouring={colouring}
              onColouringChange={(value) => setFilter(COLOUR_PARAM)(value === 'severity' ? '' : value)}
              onSelect={select}
              tileUrl={config.data?.map_tile_url ?? null}
              tileAttribution={config.data?.map_tile_attribution}
              isConfigPending={config.isPending}
              isUpdating={query.isPlaceholderData || (isOverTime && time.query.isPlaceholderData)}
              minReports={query.data.min_reports}
            />
            <div className="lg:relative print:static!">
              <div className="flex flex-col lg:absolute lg:inset-0 lg:overflow-y-auto print:static! print:overflow-visible!">
                {isPanelOpen && (
                  <CountryPanel
                    name={selectedName}
                    country={selected}
                    signals={(selectedCode && signalsByCode.get(selectedCode)) || NO_SIGNALS}
                    onClose={close}
                    headingRef={headingRef}
                  />
                )}
                {/* Kept while the panel is open: closing it shows the list at once, focus can go back to its button. */}
                <CountryList
                  colouring={colouring}
                  countries={shown}
                  isFiltered={isOverTime || Object.keys(filters).length > 0}
                  signalCodes={signalCodes}
                  onSelect={select}
                  hidden={isPanelOpen}
                />
              </div>
            </div>
          </div>
          {isPanelOpen && <CountryOutbreaksTable name={selectedName} country={selected} />}
        </>
      )}
    </div>
  );
}
