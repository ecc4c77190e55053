import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartCsv, chartFile, chartFileName, downloadChart, readChart } from './chart-export';
import { composeChartSvg, EXPORT_COLORS, wrapWords, type ChartShare } from './chart-svg';
import { catchDownloads, type DownloadedFile } from '../test/downloads';
import { SHARE_TEXTS } from './share-texts';

const share: ChartShare = {
  filterWords: 'Cholera · Kenya · confirmed reports only',
  range: 'Sep 1, 2026 – Nov 30, 2026',
  fileName: 'epidemic-curve',
  lightColors: { '#2dd4bf': '#0f766e' },
};

const table = {
  columns: ['Week', 'Cholera', 'Total'],
  rows: [
    ['2026-W47', '1,204', 5],
    ['2026-W48', '0', 0],
  ],
};

/** A chart as recharts leaves it in the page: its SVG surface and its HTML legend. */
function drawnChart(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML =
    '<div class="recharts-wrapper">' +
    '<svg class="recharts-surface" width="400" height="200" viewBox="0 0 400 200" style="width: 100%; height: 100%">' +
    '<line class="grid" stroke="currentColor" x1="0" x2="400" y1="10" y2="10"></line>' +
    '<rect class="bar" fill="#2DD4BF" x="10" y="20" width="30" height="100"></rect>' +
    '<path class="recharts-tooltip-cursor" d="M0,0h10"></path>' +
    '</svg>' +
    '<div class="recharts-legend-wrapper"><ul>' +
    '<li class="recharts-legend-item"><svg class="recharts-surface" width="14" height="14" viewBox="0 0 32 32">' +
    '<path class="recharts-legend-icon" fill="#2dd4bf" d="M0,4h32v24h-32z"></path></svg>' +
    '<span class="recharts-legend-item-text"><span>Cholera &amp; others</span></span></li>' +
    '</ul></div></div>';
  return element;
}

describe('chartCsv', () => {
  it('is exactly the table view: its header and its rows, quoted where a cell holds a comma', () => {
    expect(chartCsv(table)).toBe('Week,Cholera,Total\r\n2026-W47,"1,204",5\r\n2026-W48,0,0\r\n');
  });
});

describe('chartFileName', () => {
  it('names the chart, its filter and its range in plain lower-case words', () => {
    expect(chartFileName(share, 'png')).toBe(
      'epidemic-curve_cholera-kenya-confirmed-reports-only_sep-1-2026-nov-30-2026.png',
    );
    expect(chartFileName({ ...share, filterWords: 'Côte d’Ivoire / <script>', range: '' }, 'csv')).toBe(
      'epidemic-curve_cote-d-ivoire-script.csv',
    );
  });
});

describe('composeChartSvg', () => {
  it('stands alone: title, filter, range, legend, source and app name around the chart, in real colours', () => {
    const drawing = readChart(drawnChart());
    expect(drawing).not.toBeNull();
    const { svg, width, height } = composeChartSvg('Reports per ISO week', share, drawing!);
    for (const text of ['Reports per ISO week', share.filterWords, share.range, SHARE_TEXTS.appName])
      expect(svg).toContain(`>${text}</text>`);
    expect(svg).toContain('Cholera &amp; others');
    // The source line may wrap: every word of it is there.
    for (const word of SHARE_TEXTS.source.split(' ')) expect(svg).toContain(word);
    expect(svg).not.toMatch(/currentColor/i);
    expect(svg).toContain(`stroke="${EXPORT_COLORS.text}"`);
    expect(svg).not.toMatch(/#2dd4bf/i);
    expect(svg).toContain('fill="#0f766e"');
    expect(svg).not.toContain('recharts-tooltip-cursor');
    expect(width).toBe(400 + 32);
    expect(height).toBeGreaterThan(200);
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(parsed.querySelector('parsererror')).toBeNull();
    expect(parsed.documentElement.getAttribute('width')).toBe(String(width));
  });

  it('draws the legend where the page laid it over the chart, or under a chart without room for it', () => {
    const drawing = { ...readChart(drawnChart())!, legendTop: 170 };
    const over = composeChartSvg('Reports', share, drawing);
    const under = composeChartSvg('Reports', share, { ...drawing, legendTop: undefined });
    expect(over.height).toBeLessThan(under.height);
    const legendY = (svg: string) =>
      Number(/<text x="[\d.]+" y="([\d.]+)"[^>]*>Cholera &amp;/.exec(svg)?.[1]);
    expect(legendY(over.svg)).toBeLessThan(legendY(under.svg));
  });

  it('wraps long words into lines that fit', () => {
    expect(wrapWords('one two three four', 60, 10)).toEqual(['one two', 'three four']);
  });
});

describe('readChart', () => {
  it('is null before the chart is drawn', () => {
    expect(readChart(document.createElement('div'))).toBeNull();
  });
});

describe('downloadChart', () => {
  let files: DownloadedFile[] = [];
  beforeEach(() => {
    files = catchDownloads();
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the CSV as text/csv, named after the chart, filter and range', async () => {
    await downloadChart('csv', { element: null, title: 'Reports', table, share });
    expect(files[0]?.blob.type).toBe('text/csv;charset=utf-8');
    expect(await files[0]?.blob.text()).toBe(chartCsv(table));
    expect(files[0]?.name).toBe(chartFileName(share, 'csv'));
  });

  it('downloads the SVG as image/svg+xml with the title and filter in it', async () => {
    await downloadChart('svg', { element: drawnChart(), title: 'Reports per ISO week', table, share });
    expect(files[0]?.blob.type).toBe('image/svg+xml');
    const text = await files[0].blob.text();
    expect(text).toContain('Reports per ISO week');
    expect(text).toContain(share.filterWords);
    expect(files[0]?.name).toBe(chartFileName(share, 'svg'));
  });

  it('refuses an image of a chart that is not drawn, and downloads nothing', async () => {
    await expect(chartFile('png', { element: null, title: 'Reports', table, share })).rejects.toThrow();
    await expect(downloadChart('svg', { element: null, title: 'Reports', table, share })).rejects.toThrow();
    expect(files).toHaveLength(0);
  });
});
