import {
  LANGUAGE_STORAGE_KEY,
  type ImportJob,
  type ImportMapping,
  type SavedImportMapping,
} from '@outbreak-watch/domain';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../../test/auth-fixtures';
import { createCountry } from '../../../test/outbreak-fixtures';
import { server } from '../../../test/server';
import { IMPORT_POLL_MS } from '../api/imports-api';
import { findHeading, renderAdmin } from '../test-admin';
import { createImportCheck, createImportJob } from '../../../test/import-fixtures';

const PAGE = '/admin/imports/7';

/** Serves import 7 as `job` says (read again on every request) and the saved mappings. */
function serveJob(job: () => ImportJob, saved: SavedImportMapping[] = []) {
  const reads: number[] = [];
  server.use(
    http.get('/api/imports/7', () => {
      reads.push(Date.now());
      return HttpResponse.json(job());
    }),
    http.get('/api/import-mappings', () => HttpResponse.json({ mappings: saved })),
  );
  return reads;
}

const checkedJob = (mapping: ImportMapping) =>
  createImportJob({ state: 'checked', mapping, check: createImportCheck() });

const stepOf = () =>
  within(screen.getByRole('navigation', { name: 'Steps' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

describe('an import’s page', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pre-sets each field’s column from the suggestion, marks the required ones and shows the first rows', async () => {
    serveJob(() => createImportJob());
    const { user } = renderAdmin(PAGE);
    await findHeading('Import of ministry-week-47.csv');
    expect(stepOf()).toBe('1. Map columns');

    expect(screen.getByLabelText('Disease (required)')).toHaveValue('Illness');
    expect(screen.getByLabelText('Cases')).toHaveValue('Cases');
    expect(screen.getByLabelText('Date (required)')).toHaveValue('');
    expect(screen.getByLabelText('Country (required)')).toHaveValue('');
    const options = within(screen.getByLabelText('Country (required)')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Not in the file',
      'Reported on',
      'Nation',
      'Illness',
      'Cases',
      'Notes',
    ]);

    // Mapping the date by hand shows how its first value reads in each format.
    await user.selectOptions(screen.getByLabelText('Date (required)'), 'Reported on');
    expect(screen.getByText("The file's first date: 03/04/2026")).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Day\/Month\/Year \(reads as 2026-04-03\)/ })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Month\/Day\/Year \(reads as 2026-03-04\)/ }));
    expect(screen.getByRole('radio', { name: /Month\/Day\/Year/ })).toBeChecked();

    const sample = screen.getByRole('table', { name: "The file's first rows" });
    expect(
      within(sample)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Reported on', 'Nation', 'Illness', 'Cases', 'Notes']);
    expect(within(sample).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('region', { name: "The file's first rows" })).toHaveAttribute('tabindex', '0');

    expect(screen.getByLabelText('Store as confirmed')).toHaveAccessibleDescription(/verification team/);
    expect(screen.getByRole('button', { name: 'Import 30 rows' })).toBeDisabled();
  });

  it('checks the whole file with the mapping on screen and shows counts, refusals, preview and names not found', async () => {
    let job = createImportJob();
    let sent: unknown = null;
    serveJob(() => job);
    server.use(
      http.post('/api/imports/7/check', async ({ request }) => {
        sent = await request.json();
        const { mapping } = sent as { mapping: ImportMapping };
        job = checkedJob(mapping);
        return HttpResponse.json(job);
      }),
      http.get('/api/countries', () => HttpResponse.json([createCountry(44, 'Kenya')])),
    );
    const { user } = renderAdmin(PAGE);
    await findHeading('Import of ministry-week-47.csv');
    await user.selectOptions(screen.getByLabelText('Date (required)'), 'Reported on');
    await user.selectOptions(screen.getByLabelText('Country (required)'), 'Nation');
    await user.click(screen.getByRole('radio', { name: /Day\/Month\/Year/ }));
    await user.click(screen.getByRole('button', { name: 'Check the whole file' }));

    expect(
      await screen.findByText(
        'Of 30 rows, 26 would be added, 0 updated, 1 skipped as duplicates and 3 refused.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      mapping: {
        ...createImportJob().mapping,
        columns: {
          disease: 'Illness',
          cases: 'Cases',
          description: 'Notes',
          date: 'Reported on',
          country: 'Nation',
        },
        date_format: 'dmy',
      },
    });
    expect(stepOf()).toBe('2. Check (dry run)');
    expect(screen.getByText('Would refuse').nextElementSibling).toHaveTextContent('3');

    const refusals = screen.getByRole('table', { name: 'Refused rows' });
    expect(
      within(refusals).getByRole('row', { name: /9 Nation No country is called "Narnia"\./ }),
    ).toBeInTheDocument();
    expect(screen.getByText('The first 2 of 3 refusals.')).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'The first rows as they would be stored' });
    expect(
      within(preview).getByRole('row', { name: /2 Add 2026-04-03 Kenya Cholera Active 12 0/ }),
    ).toBeInTheDocument();
    // A refused row says why, not empty cells and zeros.
    expect(
      within(preview).getByRole('row', {
        name: '4 Refuse The date "31/02/2026" is not a day of the calendar.',
      }),
    ).toBeInTheDocument();
    expect(
      within(preview).getByRole('row', {
        name: '11 Refuse Refused: its reasons are in the file of all refusals.',
      }),
    ).toBeInTheDocument();

    const run = screen.getByRole('button', { name: 'Import 26 rows' });
    expect(run).toBeEnabled();

    // Matching the unknown country changes the mapping: the run waits for another check.
    await user.selectOptions(await screen.findByLabelText('Country "Narnia" means'), 'Kenya');
    expect(run).toBeDisabled();
    expect(screen.getByText(/check the file again before importing/)).toBeInTheDocument();
    expect(stepOf()).toBe('1. Map columns');
    await user.click(screen.getByRole('button', { name: 'Check the whole file' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Import 26 rows' })).toBeEnabled());
    expect((sent as { mapping: ImportMapping }).mapping.country_matches).toEqual({ Narnia: 44 });
  });

  it('shows the check’s refusal of the mapping inline and keeps the run off', async () => {
    serveJob(() => createImportJob());
    server.use(
      http.post('/api/imports/7/check', () =>
        HttpResponse.json(errorBody(400, 'Map a column to the date: it is required.'), { status: 400 }),
      ),
    );
    const { user } = renderAdmin(PAGE);
    await findHeading('Import of ministry-week-47.csv');
    await user.click(screen.getByRole('button', { name: 'Check the whole file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Map a column to the date: it is required.');
    expect(screen.getByRole('button', { name: 'Import 30 rows' })).toBeDisabled();
  });

  it('downloads all refusals with the session', async () => {
    const job = checkedJob(createImportJob().mapping);
    serveJob(() => job);
    let authorization: string | null = null;
    server.use(
      http.get('/api/imports/7/refusals.csv', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse('row,column,reason\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="refusals-7.csv"',
          },
        });
      }),
    );
    const names: string[] = [];
    URL.createObjectURL = () => 'blob:test/1';
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    try {
      const { user } = renderAdmin(PAGE);
      await user.click(await screen.findByRole('button', { name: 'Download all refusals (CSV)' }));
      await vi.waitFor(() => expect(names).toEqual(['refusals-7.csv']));
      expect(authorization).toMatch(/^Bearer /);
    } finally {
      click.mockRestore();
      // revokeObjectURL stays: the download calls it a second later.
      Reflect.deleteProperty(URL, 'createObjectURL');
    }
  });

  it('runs, follows the progress every second, stops asking when done and shows the result with links', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let job = checkedJob(createImportJob().mapping);
    const reads = serveJob(() => job);
    server.use(
      http.post('/api/imports/7/run', () => {
        job = { ...job, state: 'running', progress: { done: 0, total: 30 } };
        return HttpResponse.json(job, { status: 202 });
      }),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Import 26 rows' }));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(screen.getByText('0 of 30 rows')).toBeInTheDocument();
    expect(stepOf()).toBe('3. Run');

    const before = reads.length;
    job = { ...job, progress: { done: 12, total: 30 } };
    await act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS));
    expect(await screen.findByText('12 of 30 rows')).toBeInTheDocument();
    expect(bar).toHaveAttribute('value', '12');
    expect(bar).toHaveAttribute('max', '30');
    expect(reads.length).toBe(before + 1);

    job = {
      ...job,
      state: 'done',
      progress: { done: 30, total: 30 },
      result: { total: 30, added: 26, updated: 0, duplicates: 1, refused: 3 },
      can_undo: true,
    };
    await act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS));
    expect(await screen.findByText('26 added, 3 refused, 1 skipped as duplicates')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See its reports in the reports list' })).toHaveAttribute(
      'href',
      '/reports?import=7',
    );
    expect(screen.getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', '/map');

    const after = reads.length;
    await act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS * 3));
    expect(reads.length).toBe(after);
  });

  it('resumes following a running import when the page is opened again, and stops when it is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reads = serveJob(() =>
      createImportJob({ state: 'running', progress: { done: 12500, total: 100000 } }),
    );
    const { unmount } = renderAdmin(PAGE);
    expect(await screen.findByText('12,500 of 100,000 rows')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS));
    await vi.waitFor(() => expect(reads.length).toBeGreaterThanOrEqual(2));
    unmount();
    const left = reads.length;
    await vi.advanceTimersByTimeAsync(IMPORT_POLL_MS * 3);
    expect(reads.length).toBe(left);
  });

  it('cancels a running import after asking', async () => {
    let job = createImportJob({ state: 'running', progress: { done: 3, total: 30 } });
    serveJob(() => job);
    let cancels = 0;
    server.use(
      http.post('/api/imports/7/cancel', () => {
        cancels += 1;
        job = {
          ...job,
          state: 'cancelled',
          result: { total: 30, added: 3, updated: 0, duplicates: 0, refused: 0 },
          can_undo: true,
        };
        return HttpResponse.json(job);
      }),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Cancel the import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the import?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cancels).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Cancel the import' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the import' }),
    );
    expect(await screen.findByText('The import was cancelled.')).toBeInTheDocument();
    expect(cancels).toBe(1);
    expect(screen.getByText('3 added, 0 refused')).toBeInTheDocument();
  });

  it('shows the server’s reason when an undo is refused', async () => {
    serveJob(() =>
      createImportJob({
        state: 'done',
        result: { total: 30, added: 26, updated: 0, duplicates: 1, refused: 3 },
        can_undo: true,
      }),
    );
    server.use(
      http.post('/api/imports/7/undo', () =>
        HttpResponse.json(errorBody(409, 'A report of this import was changed since: it cannot be undone.'), {
          status: 409,
        }),
      ),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Undo the import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo the import?' });
    expect(dialog).toHaveAccessibleDescription(
      'The 26 reports it added are removed from every list, map and feed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Undo the import' }));
    expect(
      await within(dialog).findByText('A report of this import was changed since: it cannot be undone.'),
    ).toBeInTheDocument();
  });

  it('says what an undone import did, then that it was undone, with no links to its reports or undo', async () => {
    serveJob(() =>
      createImportJob({
        state: 'undone',
        result: { total: 30, added: 26, updated: 0, duplicates: 1, refused: 3 },
        undone_at: '2026-11-27T11:00:00.000Z',
      }),
    );
    renderAdmin(PAGE);
    const result = await screen.findByText('26 added, 3 refused, 1 skipped as duplicates');
    const undone = screen.getByText('The import was undone: the reports it added are removed.');
    expect(result.compareDocumentPosition(undone) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('link', { name: /its reports/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo the import' })).not.toBeInTheDocument();
  });

  it('shows why a failed import failed', async () => {
    serveJob(() => createImportJob({ state: 'failed', error: 'The database refused row 12: disk full.' }));
    renderAdmin(PAGE);
    expect(await screen.findByText('The database refused row 12: disk full.')).toBeInTheDocument();
    expect(screen.getByText('The import failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('uses a saved mapping and saves the one on screen under a name', async () => {
    const savedMapping: ImportMapping = {
      ...createImportJob().mapping,
      columns: { date: 'Reported on', country: 'Nation', disease: 'Illness' },
      date_format: 'dmy',
    };
    serveJob(
      () => createImportJob(),
      [{ id: 3, name: 'Ministry weekly', mapping: savedMapping, created_at: '2026-11-01T00:00:00.000Z' }],
    );
    let saved: unknown = null;
    server.use(
      http.post('/api/import-mappings', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(
          { id: 4, ...(saved as object), created_at: '2026-11-27T00:00:00.000Z' },
          { status: 201 },
        );
      }),
    );
    const { user } = renderAdmin(PAGE);
    await findHeading('Import of ministry-week-47.csv');
    await user.selectOptions(
      screen.getByLabelText('Use a saved mapping'),
      await screen.findByRole('option', { name: 'Ministry weekly' }),
    );
    expect(screen.getByLabelText('Date (required)')).toHaveValue('Reported on');
    expect(screen.getByLabelText('Country (required)')).toHaveValue('Nation');
    expect(screen.getByLabelText('Cases')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /Day\/Month\/Year/ })).toBeChecked();
    expect(screen.getByText(/The mapping "Ministry weekly" is in use/)).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Save mapping' })).toBeDisabled();
    await user.type(screen.getByLabelText('Save this mapping as…'), 'Ministry v2');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Mapping "Ministry v2" saved.')).toBeInTheDocument();
    expect(saved).toEqual({ name: 'Ministry v2', mapping: savedMapping });
  });

  it('deletes a saved mapping after asking, keeping the columns on screen; a failure shows in the dialog', async () => {
    let mappings: SavedImportMapping[] = [
      {
        id: 3,
        name: 'Ministry weekly',
        mapping: createImportJob().mapping,
        created_at: '2026-11-01T00:00:00.000Z',
      },
      {
        id: 5,
        name: 'Partner export',
        mapping: createImportJob().mapping,
        created_at: '2026-11-02T00:00:00.000Z',
      },
    ];
    serveJob(() => createImportJob());
    const deleted: string[] = [];
    let failNext = true;
    server.use(
      http.get('/api/import-mappings', () => HttpResponse.json({ mappings })),
      http.delete('/api/import-mappings/:id', ({ params }) => {
        if (failNext) {
          failNext = false;
          return HttpResponse.json(errorBody(500, 'The database is busy.'), { status: 500 });
        }
        deleted.push(String(params.id));
        mappings = mappings.filter((item) => String(item.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderAdmin(PAGE);
    await findHeading('Import of ministry-week-47.csv');
    // Nothing chosen, nothing to delete.
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.selectOptions(
      screen.getByLabelText('Use a saved mapping'),
      await screen.findByRole('option', { name: 'Ministry weekly' }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete the saved mapping "Ministry weekly"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete saved mapping' });
    expect(dialog).toHaveAccessibleDescription(/Delete the saved mapping "Ministry weekly"\?/);
    // Cancel, the safe choice, has the focus and closes without a request.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete the saved mapping "Ministry weekly"' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete mapping' }),
    );
    expect(
      await within(screen.getByRole('dialog')).findByText(
        'The mapping could not be deleted. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(deleted).toEqual([]);

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete mapping' }));
    expect(await screen.findByText('Mapping "Ministry weekly" deleted.')).toBeInTheDocument();
    expect(deleted).toEqual(['3']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(
        within(screen.getByLabelText('Use a saved mapping'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose…', 'Partner export']),
    );
    expect(screen.getByLabelText('Use a saved mapping')).toHaveValue('');
    expect(screen.getByLabelText('Disease (required)')).toHaveValue('Illness');
  });
});

describe('an import’s page in another language', { timeout: 30_000 }, () => {
  it('shows the steps, the fields, the check and its plurals in French, numbers as French writes them', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const job = createImportJob();
    serveJob(() => ({
      ...job,
      state: 'checked',
      check: createImportCheck({
        counts: { total: 12_345, added: 12_000, updated: 2, duplicates: 1, refused: 342 },
        ignored_columns: ['Notes'],
      }),
    }));
    renderAdmin(PAGE);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Importation de ministry-week-47.csv' },
      { timeout: 10_000 },
    );
    expect(screen.getByText(/^30 lignes · 2,0 Ko$/)).toBeInTheDocument();
    const current = within(screen.getByRole('navigation', { name: 'Étapes' }))
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('2. Vérification (essai à blanc)');
    expect(screen.getByLabelText('Maladie (obligatoire)')).toHaveValue('Illness');
    expect(screen.getByLabelText('Cas')).toHaveValue('Cases');

    expect(
      screen.getByText(
        /^Sur 12\s345 lignes, 12\s000 seraient ajoutées, 2 mises à jour, 1 ignorée comme doublon et 342 refusées\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('À refuser').nextElementSibling).toHaveTextContent('342');
    expect(screen.getByText('5 colonnes utilisées ; non retenues : Notes')).toBeInTheDocument();
    expect(screen.getByText('Les 2 premiers refus sur 342.')).toBeInTheDocument();
    const preview = screen.getByRole('table', {
      name: 'Les premières lignes telles qu’elles seraient enregistrées',
    });
    expect(
      within(preview).getByRole('row', { name: /^2 Ajouter 2026-04-03 Kenya Cholera/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Importer 12\s002 lignes$/ })).toBeEnabled();
  });

  it('shows a finished import’s result and undo in Arabic, right to left', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    serveJob(() =>
      createImportJob({
        state: 'done',
        check: createImportCheck(),
        result: { total: 30, added: 3, updated: 0, duplicates: 0, refused: 27 },
        can_undo: true,
      }),
    );
    const { user } = renderAdmin(PAGE);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'استيراد ministry-week-47.csv' },
      { timeout: 10_000 },
    );
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('منتهٍ')).toBeInTheDocument();
    expect(screen.getByText('أُضيف 3 ورُفض 27')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'التراجع عن الاستيراد' }));
    const dialog = await screen.findByRole('dialog', { name: 'التراجع عن الاستيراد؟' });
    expect(dialog).toHaveTextContent('تُزال البلاغات الـ3 التي أضافها من كل القوائم والخرائط والخلاصات.');
  });
});
