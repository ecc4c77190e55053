import { lazy, Suspense } from 'react';
import { MapErrorBoundary, MapPlaceholder } from '../../components/map/lazy-point-map';
import { useIntl } from '../../lib/i18n/use-intl';
import { Spinner } from '../../components/spinner';
import { MAP_MESSAGES } from './messages';
import type { WorldMapProps } from './world-map-types';

// Leaflet and its stylesheet are in this chunk only: the rest of the page works while it loads.
const WorldMap = lazy(async () => ({ default: (await import('./world-map')).WorldMap }));

/** `WorldMap`, loaded on first render, with a spinner meanwhile and a message if it fails. */
export function LazyWorldMap(props: WorldMapProps & { boxClassName: string }) {
  const { boxClassName, ...mapProps } = props;
  const { formatMessage: t } = useIntl();
  return (
    <MapErrorBoundary className={boxClassName}>
      <Suspense
        fallback={
          <MapPlaceholder className={boxClassName}>
            <Spinner label={t(MAP_MESSAGES.loadingMap)} />
          </MapPlaceholder>
        }
      >
        <WorldMap {...mapProps} />
      </Suspense>
    </MapErrorBoundary>
  );
}
