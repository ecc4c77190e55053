import { LANGUAGE_STORAGE_KEY } from '@outbreak-watch/domain';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/auth-fixtures';
import { server } from '../../../test/server';
import { findHeading, renderAdmin } from '../test-admin';
import { createImportJob } from '../../../test/import-fixtures';

/** A file as the browser gives it; the test's fetch reads a body through `stream()`, which jsdom's files lack. */
function csv(name = 'week-47.csv', text = 'Reported on,Nation\n2026-04-03,Kenya\n') {
  return Object.assign(new File([text], name, { type: 'text/csv' }), {
    stream: () => new Response(text).body!,
  });
}

describe('the imports list', { timeout: 20_000 }, () => {
  it('shows past imports with who, when, state, result in words and the shortened hash', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('/api/imports', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          items: [
            createImportJob({
              id: 9,
              state: 'done',
              result: { total: 1216, added: 1176, updated: 0, duplicates: 3, refused: 37 },
            }),
            createImportJob({ id: 8, filename: 'old.xlsx', state: 'failed', created_by: null }),
          ],
          total: 2,
          page: 1,
          limit: 20,
        });
      }),
    );
    renderAdmin('/admin/imports');
    await findHeading('Imports');
    const [done, failed] = await screen.findAllByRole('listitem');
    expect(within(done).getByRole('link', { name: 'ministry-week-47.csv' })).toHaveAttribute(
      'href',
      '/admin/imports/9',
    );
    expect(within(done).getByText('Done')).toBeInTheDocument();
    expect(
      within(done).getByText(/by Ada Admin · 30 rows · 1,176 added, 37 refused, 3 skipped as duplicates/),
    ).toBeInTheDocument();
    expect(within(done).getByText('a3f1c2d4e5b6…')).toHaveAttribute('title', createImportJob().sha256);
    expect(within(done).getByRole('link', { name: 'Its 1,176 reports' })).toHaveAttribute(
      'href',
      '/reports?import=9',
    );
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).queryByRole('link', { name: /reports/ })).not.toBeInTheDocument();
    expect(within(failed).getByText(/by a deleted account/)).toBeInTheDocument();
    expect(queries[0]?.get('page')).toBe('1');
  });

  it('uploads the chosen file with its content type and opens the import', async () => {
    let sent: { filename: string | null; type: string | null; body: string } | null = null;
    server.use(
      http.get('/api/imports', () => HttpResponse.json({ items: [], total: 0, page: 1, limit: 20 })),
      http.post('/api/imports', async ({ request }) => {
        sent = {
          filename: new URL(request.url).searchParams.get('filename'),
          type: request.headers.get('Content-Type'),
          body: await request.text(),
        };
        return HttpResponse.json(createImportJob({ id: 12 }), { status: 201 });
      }),
      http.get('/api/imports/12', () => HttpResponse.json(createImportJob({ id: 12 }))),
      http.get('/api/import-mappings', () => HttpResponse.json({ mappings: [] })),
    );
    const { user, router } = renderAdmin('/admin/imports');
    expect(await screen.findByText('No file has been imported yet.')).toBeInTheDocument();
    const input = screen.getByLabelText('Import a file');
    expect(input).toHaveAccessibleDescription('A CSV or XLSX file of up to 50 MB.');
    await user.upload(input, csv());
    expect(await findHeading('Import of ministry-week-47.csv')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/imports/12');
    expect(sent).toEqual({
      filename: 'week-47.csv',
      type: 'text/csv',
      body: 'Reported on,Nation\n2026-04-03,Kenya\n',
    });
  });

  it('says inline why a file was refused, by the page or by the server, and sends nothing else', async () => {
    let posts = 0;
    server.use(
      http.get('/api/imports', () => HttpResponse.json({ items: [], total: 0, page: 1, limit: 20 })),
      http.post('/api/imports', () => {
        posts += 1;
        return HttpResponse.json(errorBody(400, 'The file has no header row.'), { status: 400 });
      }),
    );
    const { user } = renderAdmin('/admin/imports');
    const input = await screen.findByLabelText('Import a file');
    await user.upload(input, csv('notes.txt', 'x'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a CSV or XLSX file.');
    expect(posts).toBe(0);

    await user.upload(input, csv('empty.csv', ''));
    expect(await screen.findByText('The file has no header row.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toBe(1);
  });
});

describe('the imports list in Arabic', { timeout: 30_000 }, () => {
  it('shows the states, plurals and the result in Arabic, right to left', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    server.use(
      http.get('/api/imports', () =>
        HttpResponse.json({
          items: [
            createImportJob({
              id: 9,
              state: 'done',
              result: { total: 1216, added: 1176, updated: 0, duplicates: 3, refused: 37 },
            }),
          ],
          total: 21,
          page: 1,
          limit: 20,
        }),
      ),
    );
    renderAdmin('/admin/imports');
    await screen.findByRole('heading', { level: 1, name: 'عمليات الاستيراد' }, { timeout: 10_000 });
    expect(document.documentElement.dir).toBe('rtl');
    const [done] = await screen.findAllByRole('listitem');
    expect(within(done).getByText('منتهٍ')).toBeInTheDocument();
    expect(
      within(done).getByText(
        /بواسطة \u2068Ada Admin\u2069 · 30 صفًا · أُضيف 1,176 ورُفض 37 وتُخطّي 3 لأنها مكررة/,
      ),
    ).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'بلاغاته الـ1,176' })).toHaveAttribute(
      'href',
      '/reports?import=9',
    );
    expect(screen.getByText('الصفحة 1 من 2 · 21 عملية استيراد')).toBeInTheDocument();
  });
});
