import { escapeHtml } from '@outbreak-watch/domain';
import { SHARE_TEXTS } from './share-texts';

/** What a shared chart says about itself besides its title: the filter, the range, the file's name. */
export interface ChartShare {
  /** The filter in words (`useFilterInWords`). */
  filterWords: string;
  /** The date range in words (`rangeInWords`). */
  range: string;
  /** The downloaded files' name, without extension; the filter and the range are added to it. */
  fileName: string;
  /**
   * Colours to export instead of those on screen (a dark-theme colour → its light variant), so an image
   * taken in the dark theme prints like one taken in the light one.
   */
  lightColors?: Readonly<Record<string, string>>;
}

/** A legend entry: its name and its icon, the SVG markup recharts draws in a 32×32 box. */
export interface LegendEntry {
  name: string;
  icon: string;
}

/** A chart as drawn on the page: the markup of its own `<svg>`, its size and its legend. */
export interface ChartDrawing {
  markup: string;
  width: number;
  height: number;
  legend: LegendEntry[];
  /**
   * How far below the chart's top its legend sits when the page lays it out over the chart's own box
   * (recharts keeps room for it there); without it the legend goes under the chart.
   */
  legendTop?: number;
}

/** The light theme's colours (Tailwind's slate scale on white), in which every image is exported. */
export const EXPORT_COLORS = {
  background: '#ffffff',
  title: '#020617',
  text: '#334155',
  muted: '#475569',
} as const;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const PAD = 16;
const MIN_WIDTH = 320;

/** An estimate of a line's width: a sans-serif character is about 0.56 em wide on average. */
const textWidth = (text: string, fontSize: number) => text.length * fontSize * 0.56;

/** Words wrapped into lines that fit the width (a longer word gets a line of its own). */
export function wrapWords(text: string, width: number, fontSize: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, fontSize) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The chart's markup with real colours: `currentColor` (ticks, grid, lines drawn in the text colour) as
 * the light theme's text colour, and each dark-theme series colour as its light variant.
 */
export function resolveColors(markup: string, lightColors: Readonly<Record<string, string>> = {}): string {
  let resolved = markup.replace(/currentColor/gi, EXPORT_COLORS.text);
  for (const [dark, light] of Object.entries(lightColors))
    resolved = resolved.replace(new RegExp(`${dark}(?![0-9a-f])`, 'gi'), light);
  return resolved;
}

/** Legend entries in rows that fit the width, each entry as wide as its icon, name and gap. */
function legendRows(legend: LegendEntry[], width: number) {
  const rows: { entries: { entry: LegendEntry; width: number }[]; width: number }[] = [];
  for (const entry of legend) {
    const entryWidth = 16 + textWidth(entry.name, 12) + 14;
    const row = rows.at(-1);
    if (row && row.width + entryWidth <= width) {
      row.entries.push({ entry, width: entryWidth });
      row.width += entryWidth;
    } else rows.push({ entries: [{ entry, width: entryWidth }], width: entryWidth });
  }
  return rows;
}

interface TextLine {
  text: string;
  size: number;
  color: string;
  weight?: 'bold';
}

/**
 * A chart as a standalone SVG, to download or print: the title, the filter and the date range in words
 * above the chart, its legend drawn under it, then the data source line and the app's name, on white in
 * the light theme's colours whatever the page's theme.
 */
export function composeChartSvg(
  title: string,
  share: ChartShare,
  drawing: ChartDrawing,
): { svg: string; width: number; height: number } {
  const width = Math.max(Math.round(drawing.width) + 2 * PAD, MIN_WIDTH);
  const inner = width - 2 * PAD;
  const parts: string[] = [];
  let y = PAD;
  const write = ({ text, size, color, weight }: TextLine) => {
    for (const line of wrapWords(text, inner, size)) {
      const lineHeight = Math.round(size * 1.4);
      parts.push(
        `<text x="${PAD}" y="${y + size}" font-size="${size}" fill="${color}"${weight ? ` font-weight="${weight}"` : ''}>${escapeHtml(line)}</text>`,
      );
      y += lineHeight;
    }
  };

  write({ text: title, size: 16, color: EXPORT_COLORS.title, weight: 'bold' });
  write({ text: share.filterWords, size: 13, color: EXPORT_COLORS.text });
  write({ text: share.range, size: 13, color: EXPORT_COLORS.text });
  y += 8;
  parts.push(`<g transform="translate(${PAD} ${y})">${resolveColors(drawing.markup, share.lightColors)}</g>`);
  const chartBottom = y + Math.round(drawing.height);
  y = drawing.legendTop === undefined ? chartBottom + 8 : y + Math.round(drawing.legendTop);

  // The legend in centred rows, each entry its icon and its name, as recharts lays out its HTML legend.
  for (const row of legendRows(drawing.legend, inner)) {
    let x = PAD + (inner - row.width) / 2;
    for (const { entry, width: entryWidth } of row.entries) {
      parts.push(
        `<svg x="${x}" y="${y + 2}" width="12" height="12" viewBox="0 0 32 32">${resolveColors(entry.icon, share.lightColors)}</svg>`,
        `<text x="${x + 16}" y="${y + 12}" font-size="12" fill="${EXPORT_COLORS.text}">${escapeHtml(entry.name)}</text>`,
      );
      x += entryWidth;
    }
    y += 20;
  }
  y = Math.max(y, chartBottom) + 8;

  write({ text: SHARE_TEXTS.source, size: 11, color: EXPORT_COLORS.muted });
  write({ text: SHARE_TEXTS.appName, size: 12, color: EXPORT_COLORS.title, weight: 'bold' });
  const height = y + PAD;

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${escapeHtml(FONT)}">` +
    `<title>${escapeHtml(title)}</title>` +
    `<rect width="${width}" height="${height}" fill="${EXPORT_COLORS.background}"/>` +
    parts.join('') +
    '</svg>';
  return { svg, width, height };
}
