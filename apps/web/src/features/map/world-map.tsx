import 'leaflet/dist/leaflet.css';
import '../../components/map/point-map.css';
import { MAP_SETTINGS } from '@outbreak-watch/domain';
import { useEffect, useMemo } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { useColorScheme } from '../../components/map/boundary-colors';
import { useIntl } from '../../lib/i18n/use-intl';
import { Spinner } from '../../components/spinner';
import { MAP_MESSAGES } from './messages';
import { CountryLayer } from './country-layer';
import { initialZoom, isMobileWidth, type WorldMapProps } from './world-map-types';

/**
 * Spec §9: after the window is resized (debounced 300 ms), the map takes its new size, and crossing
 * the mobile breakpoint starts it again at that layout's zoom.
 */
function ResizeHandler() {
  const map = useMap();
  useEffect(() => {
    let wasMobile = isMobileWidth(window.innerWidth);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        map.invalidateSize();
        const isMobile = isMobileWidth(window.innerWidth);
        if (isMobile !== wasMobile) map.setView(MAP_SETTINGS.center, initialZoom(window.innerWidth));
        wasMobile = isMobile;
      }, MAP_SETTINGS.resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [map]);
  return null;
}

/**
 * The world map of spec §2 Map: the country boundaries coloured by severity band, on the deployment's
 * tiles when it has them. Load it through `LazyWorldMap`, so that Leaflet is only downloaded here.
 */
export function WorldMap({
  boundaries,
  countries,
  selectedCode,
  signalCodes,
  colouring,
  onSelect,
  tileUrl,
  tileAttribution,
  isLoadingBoundaries,
  className,
}: WorldMapProps) {
  const scheme = useColorScheme();
  const { formatMessage: t } = useIntl();
  const countriesByCode = useMemo(
    () => new Map(countries.map((country) => [country.numeric_code, country])),
    [countries],
  );
  const zoom = useMemo(() => initialZoom(window.innerWidth), []);

  return (
    // `isolate`: Leaflet's panes and controls (z-index 400–1000) stay below the sticky header.
    <div className="relative isolate h-full">
      <MapContainer
        center={MAP_SETTINGS.center}
        zoom={zoom}
        minZoom={MAP_SETTINGS.minZoom}
        maxZoom={MAP_SETTINGS.maxZoom}
        zoomSnap={0.25}
        trackResize={false}
        scrollWheelZoom={false}
        worldCopyJump
        className={`point-map world-map h-full w-full ${className ?? ''}`}
      >
        {tileUrl !== null && <TileLayer url={tileUrl} attribution={tileAttribution ?? undefined} />}
        {boundaries !== undefined && (
          <CountryLayer
            boundaries={boundaries}
            countriesByCode={countriesByCode}
            selectedCode={selectedCode}
            signalCodes={signalCodes}
            colouring={colouring}
            scheme={scheme}
            hasTiles={tileUrl !== null}
            onSelect={onSelect}
          />
        )}
        <ResizeHandler />
      </MapContainer>
      {isLoadingBoundaries && (
        <div className="pointer-events-none absolute inset-0 z-[1000] flex items-center justify-center">
          <div className="rounded-lg bg-white/90 px-4 py-3 shadow dark:bg-slate-900/90">
            <Spinner label={t(MAP_MESSAGES.loadingBoundaries)} />
          </div>
        </div>
      )}
    </div>
  );
}
