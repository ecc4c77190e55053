import { rangeForDays } from '@outbreak-watch/domain';
import { useIntl } from '../../lib/i18n/use-intl';
import { EmbedFrame } from '../../components/embed-frame';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { formatRangeWords, useFilterInWords } from '../../lib/filter-words';
import { paths } from '../../lib/paths';
import { HatchPatterns } from './hatch-patterns';
import { COLOUR_PARAM } from './map-colouring';
import { embedMapSearch, MAP_PARAMS, withParam } from './map-filters';
import { MapView } from './map-view';
import { MAP_FILTER_MESSAGES, MAP_MESSAGES } from './messages';
import { useMapView } from './use-map-view';

/**
 * `/embed/map`: the world map of the URL's filter, colouring and frame (`interval`, `frame`), alone, for
 * another site's frame. A country chosen on it opens in the full map page, in a new tab.
 */
export function EmbedMapPage() {
  const { searchParams, setSearchParams, filters, colouring, query, config, time, signalCodes } =
    useMapView();
  const filterWords = useFilterInWords(filters);
  const { formatMessage: t } = useIntl();
  const fullPage = paths.withSearch(paths.map, embedMapSearch(searchParams));

  const range = time.frame
    ? formatRangeWords({ from: time.frame.start, to: time.frame.end })
    : filters.days === undefined
      ? t(MAP_FILTER_MESSAGES.allTime)
      : formatRangeWords(rangeForDays(filters.days));

  const openCountry = (code: string) =>
    window.open(
      paths.withSearch(paths.map, withParam(embedMapSearch(searchParams), MAP_PARAMS.country, code)),
      '_blank',
      'noopener',
    );

  return (
    <EmbedFrame title={t(MAP_MESSAGES.title)} filterWords={filterWords} range={range} fullPageHref={fullPage}>
      <HatchPatterns />
      {query.data === undefined ? (
        query.isError ? (
          <LoadError message={t(MAP_MESSAGES.loadFailed)} onRetry={() => void query.refetch()} />
        ) : (
          <Spinner label={t(MAP_MESSAGES.loading)} className="py-24" />
        )
      ) : (
        <MapView
          countries={time.entries ?? query.data.countries}
          selectedCode={null}
          signalCodes={signalCodes}
          colouring={colouring}
          onColouringChange={(value) =>
            setSearchParams((params) => withParam(params, COLOUR_PARAM, value === 'severity' ? '' : value), {
              replace: true,
            })
          }
          onSelect={openCountry}
          tileUrl={config.data?.map_tile_url ?? null}
          tileAttribution={config.data?.map_tile_attribution}
          isConfigPending={config.isPending}
          isUpdating={query.isPlaceholderData}
          minReports={query.data.min_reports}
        />
      )}
    </EmbedFrame>
  );
}
