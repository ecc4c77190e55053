import { ROLE, type OutbreakListResponse } from '@outbreak-watch/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestUser, findPageHeading, renderApp } from '../../../test/render-app';
import { createImportJob } from '../../../test/import-fixtures';
import { serveRegions } from '../../../test/region-fixtures';
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer';
import { server } from '../../../test/server';
import { createOutbreakPage } from '../details/test-outbreaks';
import { createCountry, createDisease } from '../../home/test-outbreaks';

/** The list's query strings as asked, without the paging parameters. */
type Asked = Record<string, string>;

/** Two pages for any filter, the second after the first's cursor, and a count; records each query. */
function serveReports(total: OutbreakListResponse['total'] = { count: 35, more: false }) {
  const asked: Asked[] = [];
  server.use(
    http.get('/api/outbreaks', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      if (query.q === 'nothing')
        return HttpResponse.json({
          outbreaks: [],
          has_more: false,
          next_cursor: null,
          total: { count: 0, more: false },
        });
      if (query.cursor === 'after-71')
        return HttpResponse.json({ ...createOutbreakPage(5, 70, false), total: null });
      return HttpResponse.json({ ...createOutbreakPage(30, 100, true), total });
    }),
    http.get('/api/countries', () =>
      HttpResponse.json([createCountry(161, 'Nigeria'), createCountry(110, 'Kenya')]),
    ),
    http.get('/api/diseases', () =>
      HttpResponse.json([createDisease(3, 'Cholera'), createDisease(9, 'Measles')]),
    ),
  );
  serveRegions();
  return asked;
}

const withoutPaging = ({ limit: _limit, cursor: _cursor, ...filters }: Asked) => filters;
const searchOf = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Reports search and filters', { timeout: 20_000 }, () => {
  it('reads the filters from the URL, asks the list for them, counts and scrolls within them', async () => {
    const asked = serveReports();
    renderApp(
      '/reports?q=cholera&region=002&status=active&severity=high&confirmed=true&from=2026-01-01&to=2026-06-30',
    );
    await findPageHeading('Outbreak Reports');

    await screen.findByRole('article', { name: 'Disease 100' });
    const filters = {
      q: 'cholera',
      region: '2',
      status: 'active',
      severity: 'high',
      confirmed: 'true',
      from: '2026-01-01',
      to: '2026-06-30',
    };
    expect(withoutPaging(asked[0])).toEqual(filters);
    expect(screen.getByText('35 reports')).toBeInTheDocument();
    expect(screen.getByLabelText('Search reports')).toHaveValue('cholera');
    expect(await screen.findByLabelText('Region')).toHaveValue('2');
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    expect(screen.getByLabelText('Severity')).toHaveValue('high');
    expect(screen.getByLabelText('Confirmation')).toHaveValue('true');

    // The next page continues the same filters after the cursor.
    const cards = screen.getAllByRole('article');
    await waitFor(() => expect(FakeIntersectionObserver.isObserving(cards[29])).toBe(true));
    act(() => FakeIntersectionObserver.show(cards[29]));
    await screen.findByRole('article', { name: 'Disease 66' });
    expect(asked.at(-1)).toEqual({ ...filters, limit: '30', cursor: 'after-71' });
    expect(screen.getByText('No more outbreak reports to load')).toBeInTheDocument();
    // The feeds and the export follow the filters.
    const query =
      'q=cholera&region=2&status=active&severity=high&confirmed=true&from=2026-01-01&to=2026-06-30';
    expect(screen.getByRole('link', { name: /GeoJSON/ })).toHaveAttribute(
      'href',
      `/api/outbreaks/export.geojson?${query}`,
    );
    expect(screen.getByRole('link', { name: /^Atom feed/ })).toHaveAttribute(
      'href',
      `/api/feeds/outbreaks.atom?${query}`,
    );
    expect(screen.getByRole('link', { name: /^CAP alerts/ })).toHaveAttribute(
      'href',
      `/api/feeds/cap.atom?${query}`,
    );
  });

  it('puts each chosen filter and the search in the URL, and Clear filters empties both', async () => {
    const asked = serveReports();
    const { router, user } = renderApp('/reports');
    await findPageHeading('Outbreak Reports');
    await screen.findByRole('article', { name: 'Disease 100' });

    await user.selectOptions(
      await screen.findByLabelText('Region'),
      await screen.findByRole('option', { name: /Western Africa/ }),
    );
    await waitFor(() => expect(searchOf(router)).toEqual({ region: '11' }));
    await user.selectOptions(
      screen.getByLabelText('Disease'),
      await screen.findByRole('option', { name: 'Cholera' }),
    );
    await user.selectOptions(screen.getByLabelText('Severity'), 'Critical');
    await user.selectOptions(screen.getByLabelText('Confirmation'), 'false');
    await user.type(screen.getByLabelText('From'), '2026-02-01');
    await waitFor(() =>
      expect(searchOf(router)).toEqual({
        region: '11',
        disease_id: '3',
        severity: 'critical',
        confirmed: 'false',
        from: '2026-02-01',
      }),
    );

    // The search applies on Enter (and after a pause in typing).
    await user.type(screen.getByLabelText('Search reports'), 'lagos{Enter}');
    await waitFor(() => expect(searchOf(router).q).toBe('lagos'));
    await waitFor(() =>
      expect(withoutPaging(asked.at(-1)!)).toEqual({
        q: 'lagos',
        region: '11',
        disease_id: '3',
        severity: 'critical',
        confirmed: 'false',
        from: '2026-02-01',
      }),
    );
    await user.type(screen.getByLabelText('Search reports'), ' port');
    await waitFor(() => expect(searchOf(router).q).toBe('lagos port'), { timeout: 2000 });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(searchOf(router)).toEqual({}));
    expect(screen.getByLabelText('Search reports')).toHaveValue('');
    expect(screen.getByLabelText('Region')).toHaveValue('');
    expect(screen.getByLabelText('Severity')).toHaveValue('');
    await waitFor(() => expect(withoutPaging(asked.at(-1)!)).toEqual({}));
  });

  it('says so when no report matches', async () => {
    serveReports();
    renderApp('/reports?q=nothing');
    await findPageHeading('Outbreak Reports');
    expect(await screen.findByText('No reports match the filters.')).toBeInTheDocument();
    expect(screen.getByText('0 reports')).toBeInTheDocument();
  });

  it('says that a search counted past its cap', async () => {
    serveReports({ count: 1_000, more: true });
    renderApp('/reports?q=market');
    await findPageHeading('Outbreak Reports');
    expect(await screen.findByText('More than 1,000 reports', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('ignores malformed values of the URL and asks for the valid ones only', async () => {
    const asked = serveReports();
    renderApp(
      '/reports?region=3&country_id=abc&status=spreading&severity=extreme&confirmed=maybe&from=2026-13-01&to=2026-05-01&disease_id=9',
    );
    await findPageHeading('Outbreak Reports');
    await screen.findByRole('article', { name: 'Disease 100' });
    expect(withoutPaging(asked[0])).toEqual({ disease_id: '9', to: '2026-05-01' });
    expect(screen.getByLabelText('Region')).toHaveValue('');
    expect(screen.getByLabelText('Severity')).toHaveValue('');
  });

  it('folds the filters behind a Filters button that says how many are chosen', async () => {
    serveReports();
    const { user } = renderApp('/reports?region=150&status=active&severity=low');
    await findPageHeading('Outbreak Reports');
    const toggle = screen.getByRole('button', { name: 'Filters (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByLabelText('Status')).toHaveValue('active');
    expect(within(panel).getByLabelText('Severity')).toHaveValue('low');
  });

  it('shows the import filter of the URL as a chip naming its file to an admin, and its ✕ removes it', async () => {
    const asked = serveReports({ count: 26, more: false });
    const job = createImportJob({ id: 12, filename: 'ministry-week-47.csv', state: 'done' });
    server.use(http.get('/api/imports/12', () => HttpResponse.json(job)));
    const { router, user } = renderApp('/reports?import=12&status=active', {
      user: createTestUser({ role_id: ROLE.ADMIN }),
    });
    await findPageHeading('Outbreak Reports');
    await screen.findByRole('article', { name: 'Disease 100' });
    expect(withoutPaging(asked[0])).toEqual({ import: '12', status: 'active' });
    expect(screen.getByText('26 reports')).toBeInTheDocument();
    expect(await screen.findByText('Imported from ministry-week-47.csv')).toBeInTheDocument();
    // The chip stays in view: the phone's Filters button counts the folded filters only.
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    // The exports follow the filter.
    expect(screen.getByRole('link', { name: /GeoJSON/ })).toHaveAttribute(
      'href',
      '/api/outbreaks/export.geojson?status=active&import=12',
    );

    await user.click(
      screen.getByRole('button', { name: 'Remove the filter: Imported from ministry-week-47.csv' }),
    );
    await waitFor(() => expect(searchOf(router)).toEqual({ status: 'active' }));
    await waitFor(() => expect(withoutPaging(asked.at(-1)!)).toEqual({ status: 'active' }));
    expect(screen.queryByText(/Imported from/)).not.toBeInTheDocument();
  });

  it('names the import by its id to a visitor, and ignores an import that is not an id', async () => {
    const asked = serveReports();
    let importAsked = false;
    server.use(
      http.get('/api/imports/:id', () => {
        importAsked = true;
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const { router, user } = renderApp('/reports?import=12');
    await findPageHeading('Outbreak Reports');
    await screen.findByRole('article', { name: 'Disease 100' });
    expect(withoutPaging(asked[0])).toEqual({ import: '12' });
    expect(screen.getByText('From import #12')).toBeInTheDocument();
    expect(importAsked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(searchOf(router)).toEqual({}));
    expect(screen.queryByText('From import #12')).not.toBeInTheDocument();

    await act(() => router.navigate('/reports?import=abc'));
    await waitFor(() => expect(withoutPaging(asked.at(-1)!)).toEqual({}));
    expect(screen.queryByText(/import #/)).not.toBeInTheDocument();
  });
});
