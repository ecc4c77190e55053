import type { OutbreakSeverity, OutbreakStatus } from '@outbreak-watch/domain';
import { useColorScheme, type ColorScheme } from '../../components/map/boundary-colors';

/** Every series colour of the analytics charts, in each colour scheme. */
export interface ChartPalette {
  /** The timeline's lines. */
  timeline: Record<'count' | 'cases' | 'deaths', string>;
  /** The places chart's bars: cases and cases per 100,000. */
  places: Record<'cases' | 'rate', string>;
  status: Record<OutbreakStatus, string>;
  severity: Record<OutbreakSeverity, string>;
  /** The diseases in ranking order (the donut's ten and the rest, the epidemic curve's stacks). */
  diseases: readonly string[];
  /** "Other" and anything without a colour of its own. */
  other: string;
}

/** The chart cards' background in each scheme (white; Tailwind's slate-900), which the colours sit on. */
export const CHART_BACKGROUNDS: Record<ColorScheme, string> = { light: '#ffffff', dark: '#0f172a' };

/** A series colour and its variant for the dark scheme. */
type Pair = readonly [light: string, dark: string];

/**
 * Recharts writes colours into SVG attributes, where Tailwind's `dark:` cannot reach, so each colour is
 * spelled out with its dark variant: the light one a Tailwind 700–800 shade, the dark one a 400–500
 * shade of the same hue, each at least 3:1 against its card (WCAG 1.4.11 non-text contrast).
 */
const SERIES = {
  timeline: { count: ['#0f766e', '#2dd4bf'], cases: ['#7c3aed', '#a78bfa'], deaths: ['#b91c1c', '#f87171'] },
  places: { cases: ['#1d4ed8', '#60a5fa'], rate: ['#c2410c', '#fb923c'] },
  status: {
    active: ['#b91c1c', '#f87171'],
    investigating: ['#b45309', '#fbbf24'],
    contained: ['#047857', '#34d399'],
    resolved: ['#475569', '#94a3b8'],
  },
  severity: {
    low: ['#047857', '#34d399'],
    medium: ['#b45309', '#fbbf24'],
    high: ['#c2410c', '#fb923c'],
    critical: ['#991b1b', '#ef4444'],
  },
  diseases: [
    ['#0f766e', '#2dd4bf'],
    ['#1d4ed8', '#60a5fa'],
    ['#7c3aed', '#a78bfa'],
    ['#be185d', '#f472b6'],
    ['#b45309', '#fbbf24'],
    ['#15803d', '#4ade80'],
    ['#0369a1', '#38bdf8'],
    ['#a21caf', '#e879f9'],
    ['#c2410c', '#fb923c'],
    ['#4d7c0f', '#a3e635'],
    ['#64748b', '#94a3b8'],
  ],
  other: ['#64748b', '#94a3b8'],
} as const;

/** One scheme's colours of named series. */
function pick<K extends string>(pairs: Record<K, Pair>, at: 0 | 1): Record<K, string> {
  const entries = Object.entries<Pair>(pairs).map(([key, pair]) => [key, pair[at]]);
  return Object.fromEntries(entries) as Record<K, string>;
}

function paletteOf(scheme: ColorScheme): ChartPalette {
  const at = scheme === 'light' ? 0 : 1;
  return {
    timeline: pick(SERIES.timeline, at),
    places: pick(SERIES.places, at),
    status: pick(SERIES.status, at),
    severity: pick(SERIES.severity, at),
    diseases: SERIES.diseases.map((pair) => pair[at]),
    other: SERIES.other[at],
  };
}

export const CHART_COLORS: Record<ColorScheme, ChartPalette> = {
  light: paletteOf('light'),
  dark: paletteOf('dark'),
};

/** The epidemic curve's band (min–max of past years): a pale yellow shade behind the bars in both schemes. */
export const BAND_COLOR = '#eab308';

/** The chart colours of the system's colour scheme (the app's dark mode follows it). */
export function useChartColors(): ChartPalette {
  return CHART_COLORS[useColorScheme()];
}

/** Every colour of a palette, in the same order for each scheme. */
export const paletteColors = (palette: ChartPalette) => [
  ...Object.values(palette.timeline),
  ...Object.values(palette.places),
  ...Object.values(palette.status),
  ...Object.values(palette.severity),
  ...palette.diseases,
  palette.other,
];

/**
 * Each dark-scheme series colour and its light variant: images are exported in the light scheme's
 * colours whatever the page's, so they print well. (No light colour is also a dark one.)
 */
export const LIGHT_OF_DARK: Readonly<Record<string, string>> = Object.fromEntries(
  paletteColors(CHART_COLORS.dark).map((dark, i) => [dark, paletteColors(CHART_COLORS.light)[i]]),
);
