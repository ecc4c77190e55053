import { MAP_SETTINGS, type MapColouring, type MapFrameEntry } from '@outbreak-watch/domain';
import type { CountryBoundaries } from '../../components/map/use-boundaries';

/**
 * What the map, its tooltip and its list show of a country: an entry of the whole range
 * (`GET /api/map/countries`) or of one week or month (`GET /api/map/frames`).
 */
export type ShownCountry = Omit<MapFrameEntry, 'alpha3' | 'total_cases' | 'total_deaths'>;

export interface WorldMapProps {
  /** The country shapes; undefined while they load or when they could not be loaded. */
  boundaries: CountryBoundaries | undefined;
  countries: readonly ShownCountry[];
  selectedCode: string | null;
  /** Countries with a current signal, by ISO 3166-1 numeric code: drawn with the signal outline. */
  signalCodes: ReadonlySet<string>;
  /** What the band colours show: the severity score or cases per 100,000. */
  colouring: MapColouring;
  /** A country shape was clicked: its ISO 3166-1 numeric code. */
  onSelect: (code: string) => void;
  /** Leaflet tile URL template; null draws the boundaries alone on a plain sea. */
  tileUrl: string | null;
  tileAttribution?: string | null;
  /** Spec §2 Map: a spinner shows on the map while the boundaries load. */
  isLoadingBoundaries: boolean;
  className?: string;
}

/** Spec §9: mobile means a width under 768 px. */
export function isMobileWidth(width: number): boolean {
  return width <= MAP_SETTINGS.mobileMaxWidth;
}

/** Spec §9: the start zoom is 1 on mobile and 1.5 otherwise (3 is for the small simplified map). */
export function initialZoom(width: number): number {
  return isMobileWidth(width) ? MAP_SETTINGS.initialZoom.mobile : MAP_SETTINGS.initialZoom.desktop;
}
