import type { EpicurveResponse } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '../../test/downloads';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { byDisease, byStatus } from './test-epicurve-data';

const NONE = {
  total_outbreaks: 0,
  active_outbreaks: 0,
  high_risk: 0,
  total_cases: 0,
  contained_outbreaks: 0,
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

describe('Sharing the epidemic curve', { timeout: 20_000 }, () => {
  const clipboard = (writeText: (text: string) => Promise<void>) =>
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

  it('offers the link and an iframe of the embed with the current filter and stack, and copies them', async () => {
    serve((stack) => (stack === 'status' ? byStatus : byDisease));
    const { user } = renderApp('/analysis?country_id=161&days=90&stack=status');
    // After user-event's setup, which puts a clipboard of its own in place.
    const copied: string[] = [];
    clipboard((text) => {
      copied.push(text);
      return Promise.resolve();
    });
    await findCurveTable();
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toHaveClass('print:hidden');
    await user.click(share);

    const dialog = screen.getByRole('dialog', { name: 'Share the epidemic curve' });
    const origin = window.location.origin;
    expect(within(dialog).getByRole('textbox', { name: 'Link to this view' })).toHaveValue(
      `${origin}/analysis?country_id=161&days=90&stack=status`,
    );
    const embed = within(dialog).getByRole('textbox', { name: 'Embed code' });
    expect(embed).toHaveAttribute('readonly');
    expect(embed).toHaveValue(
      `<iframe src="${origin}/embed/epicurve?days=90&amp;country_id=161&amp;stack=status" width="720" ` +
        'height="620" title="Epidemic curve" loading="lazy"></iframe>',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Copy embed code' }));
    expect(copied).toEqual([(embed as HTMLTextAreaElement).value]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Embed code copied to the clipboard.');
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(copied.at(-1)).toBe(`${origin}/analysis?country_id=161&days=90&stack=status`);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Link to this view copied to the clipboard.',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(share).toHaveFocus();
  });

  it('keeps the focus inside, and selects the code with a way to copy it by hand when the clipboard is refused', async () => {
    serve(() => byDisease);
    const { user } = renderApp('/analysis');
    clipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    await findCurveTable();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share the epidemic curve' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.click(within(dialog).getByRole('button', { name: 'Copy embed code' }));
    const embed = within(dialog).getByRole('textbox', { name: 'Embed code' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Copying was not allowed here. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
    );
    expect(embed).toHaveFocus();
    expect((embed as HTMLTextAreaElement).value).toContain(`src="${window.location.origin}/embed/epicurve"`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
