import type { MapColouring } from '@outbreak-watch/domain';
import type { Geometry, Position } from 'geojson';
import { BOUNDARY_COLORS } from '../../components/map/boundary-colors';
import { countryCodeOf, type CountryBoundaries } from '../../components/map/use-boundaries';
import { SHARE_TEXTS } from '../../lib/share-texts';
import { bandEntry, LEGEND_BANDS, legendNotes, legendTitle } from './legend-entries';
import { colourBandOf } from './map-colouring';
import { MAP_IMAGE_MESSAGES, MAP_LEGEND_MESSAGES, type Translate } from './messages';
import {
  BAND_FILLS,
  bandFill,
  hatchOf,
  hatchPatternId,
  hatchPatterns,
  SIGNAL_OUTLINE,
} from './severity-bands';
import type { ShownCountry } from './world-map-types';

/** The image's title, by colouring. */
export const MAP_IMAGE_TITLES = {
  severity: MAP_IMAGE_MESSAGES.titleSeverity,
  incidence: MAP_IMAGE_MESSAGES.titleIncidence,
} as const satisfies Record<MapColouring, unknown>;

export interface MapImageInput {
  boundaries: CountryBoundaries;
  /** The countries the map shows now (the whole range or the current frame). */
  countries: readonly ShownCountry[];
  colouring: MapColouring;
  signalCodes: ReadonlySet<string>;
  minReports: number;
  /** The filter in words (`filterInWords`). */
  filterWords: string;
  /** The range or frame in words. */
  rangeWords: string;
  generatedAt: Date;
  /** The formatter of the page's language. */
  t: Translate;
}

/** Images are always light: they end up on white pages and in articles, whatever the screen's scheme. */
const SCHEME = 'light';
const COLORS = {
  ...BOUNDARY_COLORS[SCHEME],
  sea: '#dbe7f1',
  text: '#0f172a',
  muted: '#475569',
  background: '#ffffff',
};
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const WIDTH = 1200;
const MARGIN = 24;
/** Equirectangular, cut at 84° N and 58° S: Antarctica and the empty Arctic would take a third. */
const NORTH = 84;
const SOUTH = -58;
const SCALE = (WIDTH - 2 * MARGIN) / 360;
const MAP_HEIGHT = (NORTH - SOUTH) * SCALE;
/** A rough width of a character of the 13 px text, to wrap lines and lay out legend entries. */
const CHAR_WIDTH = 7;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

const round = (value: number) => Math.round(value * 10) / 10;

/** A ring as an SVG path, in the map box's coordinates, `shift` degrees of longitude to the east. */
function ringPath(ring: Position[], top: number, shift: number): string {
  let path = '';
  let last = '';
  for (const [lon, lat] of ring) {
    const point = `${round(MARGIN + (lon + shift + 180) * SCALE)},${round(top + (NORTH - lat) * SCALE)}`;
    if (point === last) continue;
    path += (path === '' ? 'M' : 'L') + point;
    last = point;
  }
  return path === '' ? '' : `${path}Z`;
}

/**
 * A country's shape as path data. Rings moved east of 180° to keep them whole (use-boundaries.ts) are
 * drawn a second time one turn west, so Chukotka and Fiji show at both edges of the flat world.
 */
export function geometryPath(geometry: Geometry | null, top = 0): string {
  if (geometry === null) return '';
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  const rings = polygons.flat();
  const crosses = rings.some((ring) => ring.some(([lon]) => lon > 180));
  return [0, ...(crosses ? [-360] : [])]
    .flatMap((shift) => rings.map((ring) => ringPath(ring, top, shift)))
    .join('');
}

/** Words into lines of at most `width` pixels (estimated). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (next.length * CHAR_WIDTH > width && line !== '') {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line === '' ? lines : [...lines, line];
}

function text(x: number, y: number, content: string, attributes = ''): string {
  return `<text x="${x}" y="${y}" ${attributes}>${escapeXml(content)}</text>`;
}

function swatch(x: number, y: number, fill: string, stroke = COLORS.muted, dash = ''): string {
  const dashed = dash === '' ? '' : ` stroke-dasharray="${dash}" stroke-width="2"`;
  return `<rect x="${x}" y="${y}" width="14" height="14" rx="2" fill="${fill}" stroke="${stroke}"${dashed}/>`;
}

function patternDefs(): string {
  return hatchPatterns(SCHEME)
    .map(
      ({ id, size, land, stripe, isCrossed }) =>
        `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
        `<rect width="${size}" height="${size}" fill="${land}"/><rect width="${size / 2}" height="${size}" fill="${stripe}"/>` +
        (isCrossed ? `<rect width="${size}" height="${size / 3}" fill="${stripe}"/>` : '') +
        '</pattern>',
    )
    .join('');
}

function countryShapes(input: MapImageInput, top: number): string {
  const byCode = new Map(input.countries.map((country) => [country.numeric_code, country]));
  const plain: string[] = [];
  const signalled: string[] = [];
  for (const shape of input.boundaries.features) {
    const code = countryCodeOf(shape);
    const country = code === null ? undefined : byCode.get(code);
    const band = country === undefined ? 0 : colourBandOf(country, input.colouring);
    const fill = bandFill(band, country === undefined ? null : hatchOf(country), COLORS.land);
    const d = geometryPath(shape.geometry, top);
    if (d === '') continue;
    const hasSignal = code !== null && input.signalCodes.has(code);
    const stroke = hasSignal
      ? `stroke="${SIGNAL_OUTLINE.color[SCHEME]}" stroke-width="1.5" stroke-dasharray="${SIGNAL_OUTLINE.dashArray}"`
      : `stroke="${COLORS.border}" stroke-width="0.4"`;
    const codeAttribute = code === null ? '' : ` data-country-code="${code}"`;
    (hasSignal ? signalled : plain).push(`<path${codeAttribute} d="${d}" fill="${fill}" ${stroke}/>`);
  }
  // Outlines of signals on top of their neighbours', as on the map.
  return [...plain, ...signalled].join('');
}

/** The legend of the current colouring: its title, its bands, the hatches and the signal outline. */
function legend(input: MapImageInput, top: number): { svg: string; height: number } {
  const { t } = input;
  const { title, note } = legendTitle(t, input.colouring);
  const heading = `${title} ${t(MAP_LEGEND_MESSAGES.titleNote, { note })}`;
  const parts = [text(MARGIN, top + 14, heading, 'font-size="15" font-weight="600"')];
  let x = MARGIN;
  let y = top + 28;
  for (const band of LEGEND_BANDS) {
    const entry = bandEntry(t, input.colouring, band);
    const label =
      entry.range === undefined
        ? entry.name
        : t(MAP_LEGEND_MESSAGES.entry, { name: entry.name, range: entry.range });
    const width = 22 + label.length * CHAR_WIDTH + 20;
    if (x + width > WIDTH - MARGIN && x > MARGIN) {
      x = MARGIN;
      y += 22;
    }
    const fill = band === 0 ? COLORS.land : BAND_FILLS[band];
    parts.push(swatch(x, y, fill), text(x + 22, y + 12, label, 'font-size="13"'));
    x += width;
  }
  const legendNote = legendNotes(t, input.minReports, input.signalCodes.size > 0);
  const notes: [string, { term: string; meaning: string }][] = [
    [swatch(0, 0, `url(#${hatchPatternId('few', 0)})`), legendNote.few],
    [swatch(0, 0, `url(#${hatchPatternId('unconfirmed', 0)})`), legendNote.unconfirmed],
    [swatch(0, 0, 'none', SIGNAL_OUTLINE.color[SCHEME], SIGNAL_OUTLINE.dashArray), legendNote.signal],
  ];
  for (const [mark, { term, meaning }] of notes) {
    y += 22;
    parts.push(
      `<g transform="translate(${MARGIN} ${y})">${mark}</g>`,
      `<text x="${MARGIN + 22}" y="${y + 12}" font-size="13"><tspan font-weight="600">${escapeXml(term)}</tspan> ${escapeXml(meaning)}</text>`,
    );
  }
  return { svg: parts.join(''), height: y + 14 - top };
}

/**
 * The map as it is now, as a standalone SVG: the title, the filter and range in words, every country of
 * the boundary file filled with its current colour on an equirectangular world, the legend, the source
 * lines and the app's name, so the image can be used on its own. Drawn from the data, never from the
 * page's map (its tiles come from other sites and may be missing).
 */
export function mapImageSvg(input: MapImageInput): { svg: string; width: number; height: number } {
  const title = input.t(MAP_IMAGE_TITLES[input.colouring]);
  const header = [
    text(MARGIN, 44, title, 'font-size="26" font-weight="700"'),
    text(MARGIN, 72, input.filterWords, 'font-size="16"'),
    text(MARGIN, 96, input.rangeWords, `font-size="15" fill="${COLORS.muted}"`),
  ];
  const mapTop = 116;
  const legendPart = legend(input, mapTop + MAP_HEIGHT + 20);
  let y = mapTop + MAP_HEIGHT + 20 + legendPart.height + 16;
  const sources = [
    SHARE_TEXTS.source,
    ...(input.colouring === 'incidence' ? [SHARE_TEXTS.populationSource] : []),
    SHARE_TEXTS.generated(input.generatedAt),
  ].flatMap((line) => wrap(line, WIDTH - 2 * MARGIN - 160));
  const footer = sources.map((line) => {
    y += 18;
    return text(MARGIN, y, line, `font-size="12" fill="${COLORS.muted}"`);
  });
  footer.push(
    text(WIDTH - MARGIN, y, SHARE_TEXTS.appName, 'font-size="15" font-weight="700" text-anchor="end"'),
  );
  const height = Math.ceil(y + MARGIN);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" ` +
    `font-family="${escapeXml(FONT)}" fill="${COLORS.text}" role="img">` +
    `<title>${escapeXml(`${title}: ${input.filterWords}, ${input.rangeWords}`)}</title>` +
    `<defs>${patternDefs()}<clipPath id="map-box"><rect x="${MARGIN}" y="${mapTop}" width="${WIDTH - 2 * MARGIN}" height="${round(MAP_HEIGHT)}"/></clipPath></defs>` +
    `<rect width="${WIDTH}" height="${height}" fill="${COLORS.background}"/>` +
    header.join('') +
    `<g clip-path="url(#map-box)"><rect x="${MARGIN}" y="${mapTop}" width="${WIDTH - 2 * MARGIN}" height="${round(MAP_HEIGHT)}" fill="${COLORS.sea}"/>` +
    countryShapes(input, mapTop) +
    '</g>' +
    legendPart.svg +
    footer.join('') +
    '</svg>';
  return { svg, width: WIDTH, height };
}
