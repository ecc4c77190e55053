import { MAP_SETTINGS } from '@outbreak-watch/domain';
import { COMMON_MESSAGES } from '../messages';

/** One place on a point map. */
export interface MapPoint {
  id: number | string;
  latitude: number;
  longitude: number;
  /** What the point is, shown in its popup and read out by screen readers. */
  label: string;
  /** A page about the point; the popup and the screen-reader list link to it. */
  href?: string;
}

export interface PointMapProps {
  points: readonly MapPoint[];
  /**
   * Leaflet tile URL template, drawn above the shipped country boundaries; null draws the points on the
   * boundaries alone.
   */
  tileUrl: string | null;
  tileAttribution?: string | null;
  /** Accessible name of the map, e.g. "Map of the outbreaks in the table". */
  label: string;
  /** Start view when not fitting to the points (defaults: latitude 20, longitude 0, zoom 1.5). */
  center?: readonly [number, number];
  zoom?: number;
  /** Zoom to show every point once the map has a size (the start view when there are none). */
  fitToPoints?: boolean;
  /** How close fitting may zoom in (default `MAP_DEFAULTS.maxFitZoom`); a lower one keeps a country's outline. */
  maxFitZoom?: number;
  /** Sizing of the map box, e.g. "h-80"; defaults to a 20rem high box. */
  className?: string;
}

/** Spec §9: the map's zoom range and start centre (MAP_SETTINGS of the domain package). */
export const MAP_DEFAULTS = {
  center: MAP_SETTINGS.center,
  zoom: MAP_SETTINGS.initialZoom.desktop,
  minZoom: MAP_SETTINGS.minZoom,
  maxZoom: MAP_SETTINGS.maxZoom,
  /** How close fitting to the points may zoom in, so one point still shows its surroundings. */
  maxFitZoom: 6,
};

/**
 * Country shapes get a pane of their own, below points and popups (400+): above the tile pane's 200
 * when there are no tiles, beneath it (and above the map's background) when there are.
 */
export const BOUNDARIES_PANE = { name: 'boundaries', zIndex: 300, beneathTilesZIndex: 150 } as const;
/** The English text; screens show `COMMON_MESSAGES.mapLoadError` in the reader's language. */
export const MAP_LOAD_ERROR = COMMON_MESSAGES.mapLoadError.defaultMessage;
