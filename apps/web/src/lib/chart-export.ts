import { csvLine } from '@outbreak-watch/domain';
import { composeChartSvg, type ChartDrawing, type ChartShare } from './chart-svg';
import { downloadBlob } from './download-blob';
import { svgBlob, svgToPngBlob } from './svg-image';

export type ChartFormat = 'png' | 'svg' | 'csv';

/** The chart's numbers as its table view shows them. */
export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

/** The PNG is drawn at twice the chart's size, sharp in print and on high-density screens. */
export const PNG_SCALE = 2;

const CSV_TYPE = 'text/csv;charset=utf-8';

/** Words a file name can carry anywhere: lower case ASCII letters and digits joined by hyphens. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The downloaded file's name: the chart's, its filter and its range, e.g.
 * `epidemic-curve_cholera-kenya_sep-1-2026-nov-30-2026.png` (the CSV has no room for them inside).
 */
export function chartFileName(share: ChartShare, format: ChartFormat): string {
  const name = [share.fileName, share.filterWords, share.range].map(slug).filter(Boolean).join('_');
  return `${name.slice(0, 150).replace(/[-_]+$/, '') || 'chart'}.${format}`;
}

/** The CSV behind a chart: exactly its table view's header and rows (RFC 4180, CRLF). */
export function chartCsv(table: ChartTable): string {
  return [table.columns, ...table.rows].map((row) => csvLine(row)).join('');
}

/**
 * The chart recharts drew in an element: its own `<svg>` (with the hover cursor left out and the size
 * written as attributes, as a standalone file needs) and its HTML legend's names and icons. Null before
 * the chart is drawn.
 */
export function readChart(element: Element): ChartDrawing | null {
  const surface = element.querySelector('.recharts-wrapper > svg');
  if (!surface) return null;
  const width = Number(surface.getAttribute('width'));
  const height = Number(surface.getAttribute('height'));
  if (!(width > 0 && height > 0)) return null;
  const clone = surface.cloneNode(true) as Element;
  clone.querySelectorAll('.recharts-tooltip-cursor, .recharts-active-dot').forEach((node) => node.remove());
  clone.removeAttribute('style');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  if (!clone.hasAttribute('viewBox')) clone.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const serializer = new XMLSerializer();
  const legend = [...element.querySelectorAll('.recharts-legend-item')].map((item) => ({
    name: item.querySelector('.recharts-legend-item-text')?.textContent?.trim() ?? '',
    icon: [...(item.querySelector('svg')?.childNodes ?? [])]
      .map((node) => serializer.serializeToString(node))
      .join(''),
  }));
  // Where the page put the legend over the chart's box (nothing to measure without a layout).
  const legendBox = element.querySelector('.recharts-legend-item')?.getBoundingClientRect();
  const legendTop = legendBox ? legendBox.top - surface.getBoundingClientRect().top : 0;
  return {
    markup: serializer.serializeToString(clone),
    width,
    height,
    legend,
    legendTop: legendTop > 0 && legendTop < height ? legendTop : undefined,
  };
}

/** What a chart download needs: the element the chart is drawn in, its title, table and share texts. */
export interface ChartSource {
  element: Element | null;
  title: string;
  table: ChartTable;
  share: ChartShare;
}

/** The file of a chart in a format, as a Blob of its type; the image formats need the drawn chart. */
export async function chartFile(format: ChartFormat, source: ChartSource): Promise<Blob> {
  if (format === 'csv') return new Blob([chartCsv(source.table)], { type: CSV_TYPE });
  const drawing = source.element ? readChart(source.element) : null;
  if (!drawing) throw new Error('The chart is not drawn yet');
  const { svg, width, height } = composeChartSvg(source.title, source.share, drawing);
  return format === 'svg' ? svgBlob(svg) : svgToPngBlob(svg, width, height, PNG_SCALE);
}

/** Downloads a chart as PNG, SVG or CSV, named after the chart, its filter and its range. */
export async function downloadChart(format: ChartFormat, source: ChartSource): Promise<void> {
  downloadBlob(await chartFile(format, source), chartFileName(source.share, format));
}
