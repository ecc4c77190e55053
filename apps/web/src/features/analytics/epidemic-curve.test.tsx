import type { EpicurveResponse } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '../../test/downloads';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const NONE = {
  total_outbreaks: 0,
  active_outbreaks: 0,
  high_risk: 0,
  total_cases: 0,
  contained_outbreaks: 0,
};

function week(label: string, week_start: string, counts: Record<string, number>, band: number[] | null) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const mean = band ? band.reduce((a, b) => a + b, 0) / band.length : 0;
  return {
    week_start,
    week_end: week_start,
    label,
    total,
    counts,
    band: band && {
      years: [2025, 2024, 2023, 2022, 2021].slice(0, band.length),
      values: band,
      min: Math.min(...band),
      max: Math.max(...band),
      mean,
      sd: 0,
      lower: mean,
      upper: mean,
    },
  };
}

const byDisease: EpicurveResponse = {
  range: { from: '2026-11-16', to: '2026-11-29', days: null },
  span: { from: '2026-11-16', to: '2026-11-29' },
  stack: 'disease',
  measure: 'reports',
  groups: [
    { key: '3', label: 'Cholera', disease_id: 3 },
    { key: 'other', label: 'Other', disease_id: null },
  ],
  history_years: [2025, 2024, 2023, 2022, 2021],
  weeks: [
    week('2026-W47', '2026-11-16', { '3': 4, other: 1 }, [1, 2, 3, 4, 5]),
    week('2026-W48', '2026-11-23', { '3': 0, other: 0 }, [0, 0, 0, 0, 2]),
  ],
};

const byStatus: EpicurveResponse = {
  ...byDisease,
  stack: 'status',
  groups: [
    { key: 'active', label: 'Active' },
    { key: 'contained', label: 'Contained' },
  ],
  weeks: [
    week('2026-W47', '2026-11-16', { active: 2, contained: 3 }, [1, 2, 3, 4, 5]),
    week('2026-W48', '2026-11-23', { active: 0, contained: 0 }, [0, 0, 0, 0, 2]),
  ],
};

/** Serves the analytics page with the curve chosen by `stack`; records every curve query. */
function serve(curve: (stack: string) => EpicurveResponse) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/analytics/epicurve', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      return HttpResponse.json(curve(query.stack ?? 'disease'));
    }),
    http.get('/api/analytics', () =>
      HttpResponse.json({
        range: { from: '2026-10-29', to: '2026-11-27', days: 30 },
        cards: { ...NONE, unconfirmed: NONE },
        by_status: [],
        by_severity: [],
        by_disease: [],
        weekly: [],
        weekly_truncated: false,
        monthly: [],
        monthly_truncated: false,
        top_countries: [],
        recent: [],
      }),
    ),
    http.get('/api/countries', () => HttpResponse.json([])),
    http.get('/api/diseases', () => HttpResponse.json([])),
  );
  return queries;
}

const findCurveTable = () =>
  screen.findByRole('table', { name: 'Reports per ISO week, 2026-W47 to 2026-W48' }, { timeout: 10_000 });

describe('Epidemic curve', { timeout: 20_000 }, () => {
  it('shows weekly reports by disease with the band of the same weeks of five years', async () => {
    const queries = serve(() => byDisease);
    renderApp('/analysis?country_id=161');
    const table = await findCurveTable();
    expect(screen.getByRole('heading', { level: 2, name: 'Epidemic curve' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name:
          'Stacked bar chart of reports per ISO week from 2026-W47 to 2026-W48 by disease, with Same weeks, ' +
          '2021–2025 (min–max) shaded behind and Same weeks, 2021–2025 (mean) as a line.',
      }),
    ).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Week',
      'Cholera',
      'Other',
      'Total',
      'Same weeks, 2021–2025 (min–max)',
      'Same weeks, 2021–2025 (mean)',
    ]);
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells(/2026-W47/)).toEqual(['2026-W47', '4', '1', '5', '1–5', '3']);
    expect(cells(/2026-W48/)).toEqual(['2026-W48', '0', '0', '0', '0–2', '0.4']);
    expect(queries.at(-1)).toEqual({ country_id: '161', stack: 'disease' });
    expect(screen.getByRole('button', { name: 'Disease', pressed: true })).toBeInTheDocument();
  });

  it('downloads the numbers behind the curve as its table, named after the filter and the weeks', async () => {
    serve(() => byDisease);
    const files = catchDownloads();
    const { user } = renderApp('/analysis?country_id=161&confirmed=true');
    await findCurveTable();
    const downloads = screen.getByRole('group', {
      name: 'Download Reports per ISO week, 2026-W47 to 2026-W48',
    });
    await user.click(within(downloads).getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toBe(
      'epidemic-curve-by-disease_country-161-confirmed-reports-only_nov-16-2026-nov-29-2026.csv',
    );
    expect(await files[0]?.blob.text()).toBe(
      'Week,Cholera,Other,Total,"Same weeks, 2021–2025 (min–max)","Same weeks, 2021–2025 (mean)"\r\n' +
        '2026-W47,4,1,5,1–5,3\r\n2026-W48,0,0,0,0–2,0.4\r\n',
    );
    vi.restoreAllMocks();
  });

  it('stacks by status when chosen, and keeps the choice in the URL', async () => {
    const queries = serve((stack) => (stack === 'status' ? byStatus : byDisease));
    const { user, router } = renderApp('/analysis?days=90');
    await findCurveTable();
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(router.state.location.search).toBe('?days=90&stack=status'));
    const table = await screen.findByRole('table', { name: /Reports per ISO week/ });
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: 'Contained' })).toBeInTheDocument(),
    );
    expect(queries.at(-1)).toEqual({ days: '90', stack: 'status' });
    await user.click(screen.getByRole('button', { name: 'Disease' }));
    await waitFor(() => expect(router.state.location.search).toBe('?days=90'));
  });

  it('opens on the stack in the URL, and keeps it when a filter changes', async () => {
    const queries = serve((stack) => (stack === 'status' ? byStatus : byDisease));
    const { user, router } = renderApp('/analysis?stack=status');
    await findCurveTable();
    expect(screen.getByRole('button', { name: 'Status', pressed: true })).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ stack: 'status' });
    await user.selectOptions(screen.getByLabelText('Time range'), '90');
    await waitFor(() => expect(router.state.location.search).toBe('?days=90&stack=status'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ days: '90', stack: 'status' }));
  });

  it('says so when there is nothing to draw', async () => {
    serve(() => ({
      ...byDisease,
      groups: [],
      history_years: [],
      weeks: byDisease.weeks.map((w) => ({ ...w, total: 0, counts: {}, band: null })),
    }));
    renderApp('/analysis');
    expect(
      await screen.findByText(
        'No reports in these weeks, nor in the same weeks of the previous five years.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Reports per ISO week/ })).not.toBeInTheDocument();
  });
});
