import type { MapColouring } from '@outbreak-watch/domain';
import { useId } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { MapPlaceholder } from '../../components/map/lazy-point-map';
import { useBoundaries } from '../../components/map/use-boundaries';
import { COMMON_MESSAGES } from '../../components/messages';
import { Spinner } from '../../components/spinner';
import { LazyWorldMap } from './lazy-world-map';
import { ColouringChoice } from './colouring-choice';
import { MapLegend } from './map-legend';
import { MAP_MESSAGES } from './messages';
import type { ShownCountry } from './world-map-types';

const MAP_BOX = 'h-[22rem] sm:h-[28rem] lg:h-[34rem]';

interface MapViewProps {
  countries: readonly ShownCountry[];
  selectedCode: string | null;
  signalCodes: ReadonlySet<string>;
  /** What the band colours show, and its change (kept in the URL). */
  colouring: MapColouring;
  onColouringChange: (colouring: MapColouring) => void;
  onSelect: (code: string) => void;
  tileUrl: string | null;
  tileAttribution?: string | null;
  /** The deployment's tile settings are still on their way: the map waits so it starts with them. */
  isConfigPending: boolean;
  /** Other filters' data is loading; the current colours stay meanwhile. */
  isUpdating: boolean;
  /** The reports a country needs behind its score for a plain colour. */
  minReports: number;
}

/**
 * The map card: the hint, the coloured world (with a spinner while its boundaries load), the choice of
 * colouring and its legend.
 */
export function MapView({
  countries,
  selectedCode,
  signalCodes,
  colouring,
  onColouringChange,
  onSelect,
  tileUrl,
  tileAttribution,
  isConfigPending,
  isUpdating,
  minReports,
}: MapViewProps) {
  const hintId = useId();
  const { formatMessage: t } = useIntl();
  const { boundaries, isLoading, hasFailed } = useBoundaries();

  return (
    <section
      aria-label={t(MAP_MESSAGES.regionLabel)}
      aria-describedby={hintId}
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <p id={hintId} className="mb-3 text-sm text-slate-700 dark:text-slate-300">
        {t(MAP_MESSAGES.hint)}
        <span className="sr-only">{t(MAP_MESSAGES.hintMore)}</span>
      </p>
      <div className={`relative ${MAP_BOX}`}>
        {isConfigPending ? (
          <MapPlaceholder className="h-full">
            <Spinner label={t(MAP_MESSAGES.loadingMap)} />
          </MapPlaceholder>
        ) : (
          <LazyWorldMap
            boxClassName="h-full"
            boundaries={boundaries}
            countries={countries}
            selectedCode={selectedCode}
            signalCodes={signalCodes}
            colouring={colouring}
            onSelect={onSelect}
            tileUrl={tileUrl}
            tileAttribution={tileAttribution}
            isLoadingBoundaries={isLoading}
            className={`rounded-lg ${isUpdating ? 'opacity-70' : ''}`}
          />
        )}
        {hasFailed && (
          <div className="absolute inset-x-3 top-3 z-[1000]" role="alert">
            <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 shadow dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
              {t(COMMON_MESSAGES.mapBoundariesFailed)} {t(MAP_MESSAGES.boundariesStillListed)}
            </p>
          </div>
        )}
      </div>
      <div className="mt-4">
        <ColouringChoice value={colouring} onChange={onColouringChange} />
        <MapLegend colouring={colouring} hasSignals={signalCodes.size > 0} minReports={minReports} />
      </div>
    </section>
  );
}
