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
  /** Leaflet tile URL template; null draws the points on a plain background. */
  tileUrl: string | null;
  tileAttribution?: string | null;
  /** Accessible name of the map, e.g. "Map of the outbreaks in the table". */
  label: string;
  /** Start view when not fitting to the points (defaults: latitude 20, longitude 0, zoom 1.5). */
  center?: readonly [number, number];
  zoom?: number;
  /** Zoom to show every point once the map has a size (the start view when there are none). */
  fitToPoints?: boolean;
  /** Sizing of the map box, e.g. "h-80"; defaults to a 20rem high box. */
  className?: string;
}

/** Spec §9: the map's zoom range and start centre. */
export const MAP_DEFAULTS = {
  center: [20, 0] as const,
  zoom: 1.5,
  minZoom: 1,
  maxZoom: 10,
  /** How close fitting to the points may zoom in, so one point still shows its surroundings. */
  maxFitZoom: 6,
};

export const TILES_OFF_NOTE = 'Map tiles are turned off on this installation';
export const MAP_LOAD_ERROR = 'The map could not be loaded.';
