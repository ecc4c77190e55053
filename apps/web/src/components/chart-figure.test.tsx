import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartCsv } from '../lib/chart-export';
import { catchDownloads, type DownloadedFile } from '../test/downloads';
import { ChartFigure } from './chart-figure';

const table = { columns: ['Status', 'Outbreaks'], rows: [['Active', '1,024']] };
const share = { filterWords: 'Cholera · Africa', range: 'Sep 1, 2026 – Nov 30, 2026', fileName: 'status' };

/** A chart as recharts draws it: an SVG surface in its wrapper. */
const drawn = (
  <div className="recharts-wrapper">
    <svg className="recharts-surface" width={300} height={150} viewBox="0 0 300 150">
      <rect fill="currentColor" width={30} height={60} />
    </svg>
  </div>
);

describe('ChartFigure downloads', () => {
  let files: DownloadedFile[] = [];
  beforeEach(() => {
    files = catchDownloads();
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers PNG, SVG and CSV, each a file of its type named after the chart, filter and range', async () => {
    const user = userEvent.setup();
    render(
      <ChartFigure
        title="Outbreaks by status"
        description="Donut"
        chart={drawn}
        table={table}
        share={share}
      />,
    );
    const group = screen.getByRole('group', { name: 'Download Outbreaks by status' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['PNG', 'SVG', 'CSV']);

    await user.click(within(group).getByRole('button', { name: 'CSV' }));
    expect(files[0]?.blob.type).toBe('text/csv;charset=utf-8');
    expect(await files[0]?.blob.text()).toBe(chartCsv(table));
    expect(files[0]?.name).toBe('status_cholera-africa_sep-1-2026-nov-30-2026.csv');

    await user.click(within(group).getByRole('button', { name: 'SVG' }));
    expect(files[1]?.blob.type).toBe('image/svg+xml');
    const svg = await files[1].blob.text();
    for (const text of [
      'Outbreaks by status',
      'Cholera · Africa',
      'Sep 1, 2026 – Nov 30, 2026',
      'Outbreak Watch',
    ])
      expect(svg).toContain(text);
    expect(files[1]?.name).toBe('status_cholera-africa_sep-1-2026-nov-30-2026.svg');
  });

  it('says so when an image cannot be made, and downloads nothing', async () => {
    const user = userEvent.setup();
    render(
      <ChartFigure title="Empty" description="Nothing drawn" chart={<p>…</p>} table={table} share={share} />,
    );
    await user.click(screen.getByRole('button', { name: 'PNG' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be made.');
    expect(files).toHaveLength(0);
  });

  it('has no download controls without share texts', () => {
    render(<ChartFigure title="Plain" description="Donut" chart={drawn} table={table} />);
    expect(screen.queryByRole('group', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PNG' })).not.toBeInTheDocument();
  });
});
