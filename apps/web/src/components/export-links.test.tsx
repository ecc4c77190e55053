import { EXPORT_TEXTS, LANGUAGE_STORAGE_KEY, type ExportJob } from '@outbreak-watch/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads, type DownloadedFile } from '../test/downloads';
import { FakeIntersectionObserver } from '../test/fake-intersection-observer';
import { createTestUser, findPageHeading, renderApp } from '../test/render-app';
import { server } from '../test/server';

const job: ExportJob = {
  id: 7,
  state: 'queued',
  format: 'xlsx',
  filter: 'Cholera',
  rows: 120_000,
  size_bytes: null,
  created_at: '2026-11-27T10:00:00.000Z',
  finished_at: null,
  expires_at: null,
  download_url: null,
  error: null,
};

let files: DownloadedFile[];
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  files = catchDownloads();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openReports(path = '/reports?disease_id=3', user = createTestUser()) {
  const rendered = renderApp(path, { user });
  await findPageHeading('Outbreak Reports');
  const group = within(screen.getByRole('group', { name: 'Export the matching outbreak reports' }));
  return { ...rendered, group };
}

describe('Export links', { timeout: 20_000 }, () => {
  it('offers CSV, Excel and GeoJSON with the page’s filters, and saves the file the server streams', async () => {
    const asked: { url: string; auth: string | null }[] = [];
    server.use(
      http.get('/api/outbreaks/export.xlsx', ({ request }) => {
        asked.push({ url: request.url, auth: request.headers.get('Authorization') });
        return new HttpResponse('PK-xlsx', {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="outbreaks-2026-11-27.xlsx"',
          },
        });
      }),
    );
    const { user, group } = await openReports();
    const links = group.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['CSV', 'Excel (XLSX)', 'GeoJSON']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/outbreaks/export.csv?disease_id=3',
      '/api/outbreaks/export.xlsx?disease_id=3',
      '/api/outbreaks/export.geojson?disease_id=3',
    ]);

    await user.click(
      group.getByRole('link', { name: 'Export the matching outbreak reports as Excel (XLSX)' }),
    );
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('outbreaks-2026-11-27.xlsx');
    expect(new URL(asked[0].url).search).toBe('?disease_id=3');
    // Signed in, the request carries the session, so a large export can be prepared for this user.
    expect(asked[0].auth).toMatch(/^Bearer /);
    expect(screen.queryByText(EXPORT_TEXTS.preparing, { exact: false })).toBeNull();
  });

  it('says a large export is being prepared (202) and leads to the list of exports', async () => {
    server.use(http.get('/api/outbreaks/export.geojson', () => HttpResponse.json({ job }, { status: 202 })));
    const { user, group, router } = await openReports();
    await user.click(group.getByRole('link', { name: /as GeoJSON$/ }));
    const status = await screen.findByText(EXPORT_TEXTS.preparing, { exact: false });
    expect(status).toHaveAttribute('role', 'status');
    expect(files).toEqual([]);
    await user.click(within(status).getByRole('link', { name: EXPORT_TEXTS.seeExports }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(router.state.location.hash).toBe('#exports');
  });

  it('shows the server’s reason when a visitor’s export is too large', async () => {
    const message =
      'This export has 120,000 rows; sign in to have it prepared and sent to you, or narrow the filters.';
    server.use(
      http.get('/api/outbreaks/export.csv', () =>
        HttpResponse.json({ statusCode: 413, error: 'Payload Too Large', message }, { status: 413 }),
      ),
    );
    renderApp('/reports');
    await findPageHeading('Outbreak Reports');
    const group = within(screen.getByRole('group', { name: 'Export every outbreak report' }));
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.setup().click(group.getByRole('link', { name: /as CSV$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(files).toEqual([]);
  });
});

describe('Your exports', { timeout: 20_000 }, () => {
  it('lists the user’s exports with their state, rows and the link while it is valid', async () => {
    const ready: ExportJob = {
      ...job,
      id: 8,
      state: 'ready',
      format: 'csv',
      filter: 'Kenya · since Mar 1, 2026',
      rows: 60_500,
      size_bytes: 9_000_000,
      finished_at: '2026-11-27T10:05:00.000Z',
      expires_at: '2026-11-28T10:05:00.000Z',
      download_url: '/api/exports/8/download?token=abc',
    };
    const expired: ExportJob = { ...ready, id: 6, state: 'expired', download_url: null };
    server.use(http.get('/api/exports', () => HttpResponse.json({ jobs: [ready, job, expired] })));
    renderApp('/notifications', { user: createTestUser() });
    await findPageHeading('Notifications');
    const section = within(screen.getByRole('region', { name: EXPORT_TEXTS.listTitle }));
    const items = await section.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('CSV · Kenya · since Mar 1, 2026');
    expect(items[0]).toHaveTextContent('Ready');
    expect(items[0]).toHaveTextContent('60,500 rows');
    expect(
      within(items[0]).getByRole('link', { name: 'Download the CSV export of Kenya · since Mar 1, 2026' }),
    ).toHaveAttribute('href', '/api/exports/8/download?token=abc');
    expect(items[1]).toHaveTextContent('Excel (XLSX) · Cholera');
    expect(items[1]).toHaveTextContent('Waiting');
    expect(within(items[1]).queryByRole('link')).toBeNull();
    expect(items[2]).toHaveTextContent('Expired');
    expect(within(items[2]).queryByRole('link')).toBeNull();
  });
});

describe('Export links in other languages', { timeout: 30_000 }, () => {
  it('names the menu, its links and the 202 notice in French, with the format names as they are', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    server.use(http.get('/api/outbreaks/export.csv', () => HttpResponse.json({ job }, { status: 202 })));
    renderApp('/reports?disease_id=3', { user: createTestUser() });
    const group = within(
      await screen.findByRole(
        'group',
        { name: 'Exporter les signalements de flambées correspondants' },
        { timeout: 15_000 },
      ),
    );
    expect(group.getByText('Exporter')).toBeInTheDocument();
    const csv = group.getByRole('link', {
      name: 'Exporter les signalements de flambées correspondants en CSV',
    });
    expect(csv).toHaveAttribute('title', 'CSV (RFC 4180), pour tout tableur ou script');
    expect(group.getByRole('link', { name: /en Excel \(XLSX\)$/ })).toHaveAttribute(
      'title',
      'Classeur Excel aux cellules typées, avec une feuille About',
    );
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.setup().click(csv);
    const status = await screen.findByText('Votre export est en cours de préparation', { exact: false });
    expect(status).toHaveAttribute('role', 'status');
    expect(within(status).getByRole('link', { name: 'Voir vos exports' })).toBeInTheDocument();
  });

  it('names the menu and its links in Arabic, right to left', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    renderApp('/reports');
    const group = within(await screen.findByRole('group', { name: /^تصدير / }, { timeout: 15_000 }));
    expect(document.documentElement.dir).toBe('rtl');
    expect(group.getByRole('link', { name: /بصيغة GeoJSON$/ })).toHaveAttribute(
      'title',
      'نقاط GeoJSON (RFC 7946)، للخرائط ونظم المعلومات الجغرافية',
    );
  });
});
