import 'leaflet/dist/leaflet.css';
import './point-map.css';
import { geoJSON, latLngBounds, type GeoJSON as GeoJSONLayer, type PathOptions } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { CircleMarker, MapContainer, Pane, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n/use-text';
import { COMMON_MESSAGES } from '../messages';
import { BOUNDARY_COLORS, useColorScheme } from './boundary-colors';
import { BOUNDARIES_PANE, MAP_DEFAULTS, type MapPoint, type PointMapProps } from './map-types';
import { inSlices } from './in-slices';
import { shapesOf, useBoundaries, type CountryBoundaries } from './use-boundaries';

/** A red dot with a white ring: readable on light and dark tiles and on the country boundaries alike. */
const MARKER_STYLE = { color: '#ffffff', weight: 2, fillColor: '#dc2626', fillOpacity: 0.85 } as const;

/** Both positions in one string, so the view is fitted again only when the points really change. */
function positionsKey(points: readonly MapPoint[]): string {
  return points.map((point) => `${point.latitude},${point.longitude}`).join(';');
}

function FitToPoints({ positions, maxZoom }: { positions: string; maxZoom: number }) {
  const map = useMap();
  useEffect(() => {
    if (positions === '') return;
    // A map without a size (hidden, or not laid out yet) cannot compute a zoom; it keeps its start view.
    if (map.getSize().x === 0 || map.getSize().y === 0) return;
    const latLngs = positions.split(';').map((pair) => pair.split(',').map(Number) as [number, number]);
    map.fitBounds(latLngBounds(latLngs), { padding: [24, 24], maxZoom });
  }, [map, positions, maxZoom]);
  return null;
}

/** The boundaries' shapes, drawn a slice at a time into the boundaries' pane and restyled in place. */
function BoundaryShapes({ boundaries, style }: { boundaries: CountryBoundaries; style: PathOptions }) {
  const map = useMap();
  const layerRef = useRef<GeoJSONLayer | null>(null);
  const styleRef = useRef(style);

  useEffect(() => {
    const layer = geoJSON(undefined, {
      pane: BOUNDARIES_PANE.name,
      interactive: false,
      style: () => styleRef.current,
    }).addTo(map);
    layerRef.current = layer;
    const stop = inSlices(boundaries.features, (slice) => layer.addData(shapesOf(slice)));
    return () => {
      stop();
      layer.remove();
      layerRef.current = null;
    };
  }, [map, boundaries]);

  useEffect(() => {
    styleRef.current = style;
    layerRef.current?.setStyle(style);
  }, [style]);

  return null;
}

/**
 * The shipped country boundaries, the base layer of every point map. Without tiles they are the map;
 * with tiles their pane sits beneath the tiles', so the countries show until the tiles arrive and
 * wherever tiles cannot be had (offline, a tile server down). Either way the points are drawn above, at
 * once, while the shapes may still be loading.
 */
function BaseBoundaries({ beneathTiles }: { beneathTiles: boolean }) {
  const { boundaries } = useBoundaries();
  const scheme = useColorScheme();
  const style = useMemo<PathOptions>(() => {
    const colors = BOUNDARY_COLORS[scheme];
    return { color: colors.border, weight: 0.6, fillColor: colors.land, fillOpacity: 1 };
  }, [scheme]);
  if (boundaries === undefined) return null;
  const zIndex = beneathTiles ? BOUNDARIES_PANE.beneathTilesZIndex : BOUNDARIES_PANE.zIndex;
  return (
    // A pane takes its style when made: a change of tiles makes the pane again.
    <Pane key={zIndex} name={BOUNDARIES_PANE.name} style={{ zIndex }}>
      <BoundaryShapes boundaries={boundaries} style={style} />
    </Pane>
  );
}

/** In-app paths navigate inside the app; anything else is an ordinary link. */
function PointLink({ href, className, children }: { href: string; className: string; children: string }) {
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/**
 * A Leaflet map of points (circle markers with a popup each) on the shipped country boundaries, with
 * the deployment's tiles on top of them when it has tiles. It knows nothing about what the points are.
 * Load it through `LazyPointMap`, so that Leaflet is only downloaded by pages that show a map.
 */
export function PointMap({
  points,
  tileUrl,
  tileAttribution,
  label,
  center = MAP_DEFAULTS.center,
  zoom = MAP_DEFAULTS.zoom,
  fitToPoints = false,
  maxFitZoom = MAP_DEFAULTS.maxFitZoom,
  className = 'h-80',
}: PointMapProps) {
  const t = useText();
  const positions = positionsKey(points);

  return (
    <div role="group" aria-label={label}>
      <MapContainer
        center={[center[0], center[1]]}
        zoom={zoom}
        minZoom={MAP_DEFAULTS.minZoom}
        maxZoom={MAP_DEFAULTS.maxZoom}
        zoomSnap={0.25}
        worldCopyJump
        scrollWheelZoom={false}
        className={`point-map w-full rounded-lg ${className}`}
      >
        <BaseBoundaries beneathTiles={tileUrl !== null} />
        {tileUrl !== null && <TileLayer url={tileUrl} attribution={tileAttribution ?? undefined} />}
        {points.map((point) => (
          <CircleMarker
            key={point.id}
            center={[point.latitude, point.longitude]}
            radius={7}
            pathOptions={MARKER_STYLE}
          >
            <Popup>
              <p className="m-0 font-semibold">{point.label}</p>
              {point.href !== undefined && (
                <p className="mt-1 mb-0">
                  <PointLink href={point.href} className="point-map-link">
                    {t(COMMON_MESSAGES.mapViewDetails)}
                  </PointLink>
                </p>
              )}
            </Popup>
          </CircleMarker>
        ))}
        {fitToPoints && <FitToPoints positions={positions} maxZoom={maxFitZoom} />}
      </MapContainer>
      {/* The places as a list for screen readers; it shows itself when a keyboard user tabs into it. */}
      <ul
        aria-label={t(COMMON_MESSAGES.mapPlaces, { map: label })}
        className="sr-only text-sm focus-within:not-sr-only focus-within:mt-3 focus-within:space-y-1"
      >
        {points.map((point) => (
          <li key={point.id}>
            {point.href !== undefined ? (
              <PointLink
                href={point.href}
                className="text-brand-800 underline underline-offset-2 dark:text-brand-300"
              >
                {point.label}
              </PointLink>
            ) : (
              point.label
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
