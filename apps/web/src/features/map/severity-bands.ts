import type { MapCountry, MessageDescriptor } from '@outbreak-watch/domain';
import { BOUNDARY_COLORS, type ColorScheme } from '../../components/map/boundary-colors';
import { MAP_LEGEND_MESSAGES as M } from './messages';

/**
 * The map's colours for the severity bands of spec §9 (`severityScoreBand` in the domain package):
 * ColorBrewer's sequential YlOrRd scale, yellow for the lowest band to deep red for the highest (its
 * palest step is left out: it is too close to the grey of countries without outbreaks).
 * It reads in both colour schemes, so the bands keep one colour each; only the shapes without
 * outbreaks (band 0) follow the scheme, through the shared boundary colours.
 */
export const BAND_FILLS = ['', '#fed976', '#feb24c', '#fd8d3c', '#f03b20', '#bd0026'] as const;

export type SeverityBand = 0 | 1 | 2 | 3 | 4 | 5;

/** Legend entries: a risk word and the score range of each band (spec §9: under 10, 25, 50, 75, above). */
export const BAND_LABELS: Record<SeverityBand, { name: MessageDescriptor; range: MessageDescriptor }> = {
  0: { name: M.band0, range: M.range0 },
  1: { name: M.band1, range: M.range1 },
  2: { name: M.band2, range: M.range2 },
  3: { name: M.band3, range: M.range3 },
  4: { name: M.band4, range: M.range4 },
  5: { name: M.band5, range: M.range5 },
};

/** Swatch classes of the legend and lists, the same colours as the shapes on the map. */
export const BAND_SWATCH_CLASSES: Record<SeverityBand, string> = {
  0: 'bg-[#f8fafc] dark:bg-[#334155]',
  1: 'bg-[#fed976]',
  2: 'bg-[#feb24c]',
  3: 'bg-[#fd8d3c]',
  4: 'bg-[#f03b20]',
  5: 'bg-[#bd0026]',
};

/**
 * The outline of a country with a current signal: dashed violet, a hue none of the bands uses, dark on
 * the light map and light on the dark one (Leaflet writes SVG attributes, so both are spelled out).
 */
export const SIGNAL_OUTLINE = {
  color: { light: '#5b21b6', dark: '#c4b5fd' },
  weight: 2.5,
  dashArray: '5 3',
  /** The legend's and the list's swatch of the same outline. */
  swatchClasses: 'border-2 border-dashed border-[#5b21b6] dark:border-[#c4b5fd]',
} as const;

export function toBand(value: number): SeverityBand {
  return (value >= 0 && value <= 5 ? Math.trunc(value) : 0) as SeverityBand;
}

/**
 * What a country's colour rests on, drawn as a hatch over its band colour instead of a plain fill
 * (docs/decisions.md "Few reports"): diagonal stripes when it rests on fewer reports than the minimum,
 * a cross-hatch when every report behind it is unconfirmed (which wins when both hold).
 */
export type ReportHatch = 'few' | 'unconfirmed';

export function hatchOf(country: Pick<MapCountry, 'few_reports' | 'unconfirmed_only'>): ReportHatch | null {
  if (country.unconfirmed_only) return 'unconfirmed';
  return country.few_reports ? 'few' : null;
}

/** The id of the SVG pattern of a hatch in a band's colour (band 0: the legend's neutral grey). */
export const hatchPatternId = (hatch: ReportHatch, band: SeverityBand) => `report-hatch-${hatch}-${band}`;

/** The legend's neutral stripe colour, in contrast with the land colour of each scheme. */
export const HATCH_NEUTRAL = { light: '#475569', dark: '#cbd5e1' } as const;

/**
 * A country's fill: the land colour without outbreaks, its band's hatch pattern when the colour rests on
 * few or only unconfirmed reports, else its band's colour. The map and the map image paint alike.
 */
export function bandFill(band: SeverityBand, hatch: ReportHatch | null, land: string): string {
  if (band === 0) return land;
  return hatch !== null ? `url(#${hatchPatternId(hatch, band)})` : BAND_FILLS[band];
}

const HATCHES: readonly ReportHatch[] = ['few', 'unconfirmed'];
const BANDS: readonly SeverityBand[] = [0, 1, 2, 3, 4, 5];
/** Stripe spacing in screen pixels: wide enough to read at world zoom, narrow enough for small countries. */
const HATCH_SIZE = 6;

/**
 * Every hatch pattern of a scheme (each hatch in each band's colour): drawn as SVG patterns on the map
 * page (hatch-patterns.tsx) and into the map image.
 */
export function hatchPatterns(scheme: ColorScheme) {
  return HATCHES.flatMap((hatch) =>
    BANDS.map((band) => ({
      id: hatchPatternId(hatch, band),
      size: HATCH_SIZE,
      land: BOUNDARY_COLORS[scheme].land,
      stripe: band === 0 ? HATCH_NEUTRAL[scheme] : BAND_FILLS[band],
      isCrossed: hatch === 'unconfirmed',
    })),
  );
}
