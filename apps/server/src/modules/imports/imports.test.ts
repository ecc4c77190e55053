import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AUDIT_ACTIONS,
  IMPORT_MESSAGES,
  normalImportName,
  type AnalyticsResponse,
  type ImportJob,
  type ImportMapping,
  type OutbreakListResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestUsers, countAudit, expectSummaryToMatchOutbreaks } from '../../test/admin-fixtures.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { runImportTask } from './import-cli.js';
import { buildWhoDonFile, whoDonCsv, whoDonRows, type BuiltRow } from './import-fixtures.js';
import { loadImportReference } from './import-rows.js';
import { processImportJob } from './import-run.js';
import { startImport } from './imports.service.js';

const CSV = 'text/csv';
const BAD_LINES = [
  'BAD-1,France,FRA,Measles,31/02/2026,10,1,100,\r\n',
  'BAD-2,Atlantis,ATL,Measles,2025-03-01,10,1,100,\r\n',
  'BAD-3,France,FRA,Measles,2025-03-02,-5,1,100,\r\n',
  'BAD-4,France,FRA,,2025-03-03,10,1,100,\r\n',
];

/** The seeded disease each name of the WHO list stands for (seed-data/diseases.json's source names). */
const seededDiseaseOf = (() => {
  const seeded = JSON.parse(
    readFileSync(new URL('../../../seed-data/diseases.json', import.meta.url), 'utf8'),
  ) as { name: string; source_names?: string[] | null }[];
  const byName = new Map<string, string>();
  for (const disease of seeded) {
    byName.set(normalImportName(disease.name), disease.name);
    for (const alias of disease.source_names ?? []) byName.set(normalImportName(alias), disease.name);
  }
  return (name: string) => byName.get(normalImportName(name))!;
})();

describe.each(DATABASE_KINDS)('importing outbreak lists on %s', (kind) => {
  let t: TestApp;
  let users: Awaited<ReturnType<typeof adminTestUsers>>;
  const file = buildWhoDonFile({ start: 0, count: 300, extraLines: BAD_LINES });
  // Kosovo is not in the reference list of countries: its rows are refused, and listed as unmatched.
  const stored = file.rows.filter((row) => row.country !== 'Kosovo');
  let mapping: ImportMapping;
  let firstImport: ImportJob;

  const upload = async (body: string, options: { token?: string; type?: string; name?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/imports?filename=${options.name ?? 'who-don.csv'}`,
      headers: {
        ...(options.token === '' ? {} : bearer(options.token ?? users.admin.token)),
        'content-type': options.type ?? CSV,
      },
      payload: body,
    });
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      headers: bearer(users.admin.token),
      ...(payload ? { payload } : {}),
    });
    return {
      status: response.statusCode,
      get body() {
        return response.json<T>();
      },
      text: response.body,
    };
  };
  const waitForEnd = async (id: number): Promise<ImportJob> => {
    for (let i = 0; i < 600; i += 1) {
      const job = (await call<ImportJob>('GET', `/api/imports/${id}`)).body;
      if (!['running'].includes(job.state)) return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the import did not end');
  };
  const countImports = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('imports')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const countOutbreaks = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('outbreaks')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const importFile = async (csv: string, name = 'who-don.csv') => {
    const uploaded = await upload(csv, { name });
    expect(uploaded.statusCode).toBe(201);
    const job = uploaded.json<ImportJob>();
    const checked = await call<ImportJob>('POST', `/api/imports/${job.id}/check`, { mapping });
    expect(checked.status).toBe(200);
    return checked.body;
  };
  /** Every stored outbreak of an import, by key, with its facts. */
  const outbreaksOf = async (importId: number) =>
    (
      await t.app.db
        .selectFrom('outbreaks')
        .select([
          'import_key',
          'date',
          'country_id',
          'disease_id',
          'cases',
          'deaths',
          'population_at_risk',
          'severity',
          'status',
        ])
        .where('import_id', '=', importId)
        .orderBy('import_key')
        .execute()
    ).map((row) => ({ ...row }));

  /** The reports list filtered to an import, every page by cursor, with the first page's count. */
  const reportsOfImport = async (importId: number) => {
    const ids: number[] = [];
    let cursor = '';
    let total: OutbreakListResponse['total'];
    do {
      const page = (
        await call<OutbreakListResponse>('GET', `/api/outbreaks?import=${importId}&limit=100${cursor}`)
      ).body;
      total ??= page.total;
      ids.push(...page.outbreaks.map((outbreak) => outbreak.id));
      cursor = page.next_cursor ? `&cursor=${page.next_cursor}` : '';
    } while (cursor);
    return { ids, total };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    users = await adminTestUsers(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses visitors (401), other roles (403), other types (415) and unreadable files (400), storing nothing', async () => {
    const before = await countImports();
    expect((await upload(file.csv, { token: '' })).statusCode).toBe(401);
    expect((await upload(file.csv, { token: users.reporter.token })).statusCode).toBe(403);
    expect((await upload(file.csv, { token: users.blogger.token })).statusCode).toBe(403);
    expect((await upload('{"a":1}', { type: 'application/json' })).statusCode).toBe(415);
    expect((await upload('a,b', { type: 'application/octet-stream' })).statusCode).toBe(415);
    const empty = await upload('');
    expect(empty.statusCode).toBe(400);
    const noHeader = await upload('2025-01-01,12,3\r\n2025-01-02,4,1\r\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json<{ message: string }>().message).toMatch(/header row/);
    const badXlsx = await upload('not a spreadsheet', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(badXlsx.statusCode).toBe(400);
    expect(await countImports()).toBe(before);
    expect(await countAudit(t.app.db, AUDIT_ACTIONS.importRun)).toBe(0);
  });

  it('stores an upload with its headers and the mapping its headers suggest', async () => {
    const uploaded = await upload(file.csv);
    expect(uploaded.statusCode).toBe(201);
    const job = uploaded.json<ImportJob>();
    expect(job).toMatchObject({ state: 'uploaded', format: 'csv', row_count: 304, filename: 'who-don.csv' });
    expect(job.sample_rows).toHaveLength(10);
    expect(job.mapping.columns).toEqual({
      date: 'Report date',
      country: 'Country',
      disease: 'Disease',
      cases: 'Total cases',
      deaths: 'Deaths',
      population_at_risk: 'Population at risk',
      description: 'Notes',
      external_id: 'Record ID',
    });
    mapping = job.mapping;
    // A mapping without a date column, or naming a column the file lacks: 400 naming the field.
    const { date: _date, ...noDate } = mapping.columns;
    const missing = await call<{ details: { field: string }[] }>('POST', `/api/imports/${job.id}/check`, {
      mapping: { ...mapping, columns: noDate },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.details[0].field).toBe('mapping.columns.date');
    const unknown = await call<{ details: { field: string }[] }>('POST', `/api/imports/${job.id}/check`, {
      mapping: { ...mapping, columns: { ...mapping.columns, cases: 'Cas' } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details[0].field).toBe('mapping.columns.cases');
    // Running before a check: 409.
    expect((await call('POST', `/api/imports/${job.id}/run`)).status).toBe(409);
  });

  it('checks the whole file: counts, refusals with row, column and reason, unmatched names, a preview; stores nothing', async () => {
    const before = await countOutbreaks();
    const job = await importFile(file.csv);
    expect(await countOutbreaks()).toBe(before);
    const kosovo = file.rows.length - stored.length;
    expect(job.state).toBe('checked');
    expect(job.check!.counts).toEqual({
      total: 304,
      added: stored.length,
      updated: 0,
      duplicates: 0,
      refused: kosovo + 4,
    });
    expect(job.check!.unmatched).toEqual({
      countries: expect.arrayContaining(['Kosovo', 'Atlantis']),
      diseases: [],
    });
    expect(job.check!.preview[0]).toMatchObject({ row: 2, action: 'add', cases: file.rows[0].cases });
    expect(job.check!.used_columns).not.toContain('ISO3');
    expect(job.check!.ignored_columns).toEqual(['ISO3']);
    const csv = await call('GET', `/api/imports/${job.id}/refusals.csv`);
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('row,column,reason');
    expect(lines).toContain('302,Report date,31/02/2026 is not a date.');
    expect(lines).toContain('303,Country,"No country is named or coded ""Atlantis""."');
    // A cell starting with "-" is kept from running as a formula in a spreadsheet.
    expect(lines).toContain("304,Total cases,'-5 is not a whole number of 0 or more.");
    expect(lines).toContain('305,Disease,Disease is empty.');
  });

  it('answers refusals and errors in the request’s language, naming the field in it', async () => {
    const job = await importFile(file.csv);
    const inLanguage = (language: string, url: string, payload?: object) =>
      t.app.inject({
        method: payload ? 'POST' : 'GET',
        url,
        headers: { ...bearer(users.admin.token), 'accept-language': language },
        ...(payload ? { payload } : {}),
      });
    const french = await inLanguage('fr', `/api/imports/${job.id}`);
    expect(french.headers['content-language']).toBe('fr');
    const reasons = french.json<ImportJob>().check!.refusals.map((refusal) => refusal.reason);
    expect(reasons).toContain('Aucun pays ne porte le nom ou le code «\u00a0Kosovo\u00a0».');
    expect(reasons.every((reason) => !reason.startsWith('No country'))).toBe(true);

    const csv = (await inLanguage('fr', `/api/imports/${job.id}/refusals.csv`)).body.trim().split('\r\n');
    expect(csv[0]).toBe('row,column,reason');
    expect(csv).toContain('302,Report date,31/02/2026 n’est pas une date.');
    expect(csv).toContain('305,Disease,Le champ «\u00a0Maladie\u00a0» est vide.');
    const arabic = (await inLanguage('ar', `/api/imports/${job.id}/refusals.csv`)).body;
    expect(arabic).toContain('305,Disease,الحقل «المرض» فارغ.');

    const { date: _date, ...noDate } = mapping.columns;
    const missing = await inLanguage('es', `/api/imports/${job.id}/check`, {
      mapping: { ...mapping, columns: noDate },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe(
      'Elija la columna que contiene el campo «Fecha».',
    );
    const unknown = await inLanguage('ru', `/api/imports/${job.id}/check`, {
      mapping: { ...mapping, columns: { ...mapping.columns, population_at_risk: 'Nowhere' } },
    });
    expect(unknown.json<{ message: string }>().message).toBe(
      'Столбца «Nowhere», выбранного для поля «Население в зоне риска», нет в файле.',
    );
    // English stays word for word.
    const english = await inLanguage('en', `/api/imports/${job.id}/check`, {
      mapping: { ...mapping, columns: noDate },
    });
    expect(english.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.missingColumn('date'));
    expect(IMPORT_MESSAGES.missingColumn('date')).toBe('Choose the column that holds the date.');
  });

  it('runs in the background: every aggregate equals a direct computation from the file', async () => {
    const job = await importFile(file.csv);
    const started = await call<ImportJob>('POST', `/api/imports/${job.id}/run`);
    expect(started.status).toBe(202);
    expect(started.body.state).toBe('running');
    firstImport = await waitForEnd(job.id);
    expect(firstImport).toMatchObject({ state: 'done', progress: { done: 304, total: 304 }, can_undo: true });
    expect(firstImport.result).toEqual(job.check!.counts);
    expect(firstImport.created_by!.id).toBe(users.admin.id);
    expect(await countAudit(t.app.db, AUDIT_ACTIONS.importRun)).toBe(1);
    await expectSummaryToMatchOutbreaks(t.app.db);

    const analytics = async (query: string) =>
      (await call<AnalyticsResponse>('GET', `/api/analytics?days=all&${query}`)).body.cards;
    const sum = (rows: BuiltRow[]) => ({
      total_outbreaks: rows.length,
      total_cases: rows.reduce((total, row) => total + row.cases, 0),
    });
    expect(await analytics('')).toMatchObject(sum(stored));
    const countries = await t.app.db.selectFrom('countries').select(['id', 'alpha3']).execute();
    for (const iso3 of new Set(stored.map((row) => row.iso3))) {
      const id = countries.find((country) => country.alpha3 === iso3)!.id;
      expect(await analytics(`country_id=${id}`)).toMatchObject(
        sum(stored.filter((row) => row.iso3 === iso3)),
      );
    }
    const diseases = await t.app.db.selectFrom('diseases').select(['id', 'name']).execute();
    for (const name of new Set(stored.map((row) => seededDiseaseOf(row.disease)))) {
      const id = diseases.find((disease) => disease.name === name)!.id;
      const rows = stored.filter((row) => seededDiseaseOf(row.disease) === name);
      expect(await analytics(`disease_id=${id}`)).toMatchObject(sum(rows));
    }
    const deaths = await t.app.db
      .selectFrom('outbreaks')
      .select((eb) => eb.fn.sum<number>('deaths').as('deaths'))
      .where('import_id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(Number(deaths.deaths)).toBe(stored.reduce((total, row) => total + row.deaths, 0));
    // Imported reports carry their answers, as filed ones do.
    const answers = await t.app.db
      .selectFrom('outbreak_answers as a')
      .innerJoin('outbreaks as o', 'o.id', 'a.outbreak_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('o.import_id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(Number(answers.n)).toBe(stored.length * 4);
    const list = await call<{ items: ImportJob[]; total: number; page: number }>('GET', '/api/imports');
    expect(list.body.items[0].id).toBe(job.id);

    // The reports list filtered to the import holds exactly the reports it added, newest first.
    const added = await t.app.db
      .selectFrom('outbreaks')
      .select('id')
      .where('import_id', '=', job.id)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(added).toHaveLength(firstImport.result!.added);
    expect(await reportsOfImport(job.id)).toEqual({
      ids: added.map((row) => row.id),
      total: { count: added.length, more: false },
    });
  });

  it('adds nothing when the same file is imported again', async () => {
    const outbreaks = await countOutbreaks();
    const job = await importFile(file.csv, 'again.csv');
    expect(job.check!.counts).toMatchObject({ added: 0, duplicates: stored.length });
    await call('POST', `/api/imports/${job.id}/run`);
    const done = await waitForEnd(job.id);
    expect(done.result).toMatchObject({ added: 0, updated: 0, duplicates: stored.length });
    expect(await countOutbreaks()).toBe(outbreaks);
  });

  it('resumes an interrupted import from its last batch, ending as an uninterrupted one; then undoes it', async () => {
    const expected = await outbreaksOf(firstImport.id);
    const undone = await call<ImportJob>('POST', `/api/imports/${firstImport.id}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body.state).toBe('undone');
    expect(await outbreaksOf(firstImport.id)).toEqual([]);
    expect(await reportsOfImport(firstImport.id)).toEqual({ ids: [], total: { count: 0, more: false } });
    expect(await countAudit(t.app.db, AUDIT_ACTIONS.importUndo)).toBe(1);
    await expectSummaryToMatchOutbreaks(t.app.db);

    const job = await importFile(file.csv, 'resumed.csv');
    const admin = { actor: { id: users.admin.id } as never, audit: { ip: null, requestId: null } };
    await startImport(t.app.db, job.id, admin);
    expect(await processImportJob(t.app.db, job.id, { batchSize: 50, maxBatches: 2 })).toBe('paused');
    const paused = (await call<ImportJob>('GET', `/api/imports/${job.id}`)).body;
    expect(paused).toMatchObject({ state: 'running', progress: { done: 100, total: 304 } });
    expect(await processImportJob(t.app.db, job.id, { batchSize: 50 })).toBe('done');
    const done = (await call<ImportJob>('GET', `/api/imports/${job.id}`)).body;
    expect(done.result).toEqual(firstImport.result);
    expect(await outbreaksOf(job.id)).toEqual(expected);
    await expectSummaryToMatchOutbreaks(t.app.db);

    // An edit of one of its reports: undo is refused and changes nothing.
    const [edited] = await t.app.db
      .selectFrom('outbreaks')
      .select('id')
      .where('import_id', '=', job.id)
      .limit(1)
      .execute();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/outbreaks/${edited.id}/status`,
      headers: bearer(users.superAdmin.token),
      payload: { status: 'contained' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call<ImportJob>('GET', `/api/imports/${job.id}`)).body.can_undo).toBe(false);
    const refused = await call<{ message: string }>('POST', `/api/imports/${job.id}/undo`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/changed after it/);
    expect(await outbreaksOf(job.id)).toHaveLength(stored.length);
  });

  it('cancels after the current batch; what was added stays and can be undone', async () => {
    const other = buildWhoDonFile({ start: 400, count: 200 });
    const uploaded = (await upload(other.csv, { name: 'more.csv' })).json<ImportJob>();
    await call('POST', `/api/imports/${uploaded.id}/check`, { mapping });
    const admin = { actor: { id: users.admin.id } as never, audit: { ip: null, requestId: null } };
    await startImport(t.app.db, uploaded.id, admin);
    expect(await processImportJob(t.app.db, uploaded.id, { batchSize: 50, maxBatches: 1 })).toBe('paused');
    const cancelled = await call<ImportJob>('POST', `/api/imports/${uploaded.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await processImportJob(t.app.db, uploaded.id, { batchSize: 50 })).toBe('cancelled');
    const job = (await call<ImportJob>('GET', `/api/imports/${uploaded.id}`)).body;
    expect(job.state).toBe('cancelled');
    expect(job.progress.done).toBe(50);
    expect((await outbreaksOf(uploaded.id)).length).toBe(job.result!.added);
    expect(job.result!.added).toBeGreaterThan(0);
    expect((await call('POST', `/api/imports/${uploaded.id}/cancel`)).status).toBe(409);
    const undone = await call<ImportJob>('POST', `/api/imports/${uploaded.id}/undo`);
    expect(undone.status).toBe(200);
    expect(await outbreaksOf(uploaded.id)).toEqual([]);
    await expectSummaryToMatchOutbreaks(t.app.db);
  });

  it('updates the reports whose rows changed, a key given twice taking its later row', async () => {
    const original = buildWhoDonFile({ start: 400, count: 40 });
    const first = await importFile(original.csv, 'to-correct.csv');
    await call('POST', `/api/imports/${first.id}/run`);
    const added = (await waitForEnd(first.id)).result!.added;
    expect(added).toBe(first.check!.counts.added);
    const stored = await outbreaksOf(first.id);

    const withCases = (row: BuiltRow, cases: number) => ({ ...row, cases, population: cases * 20 });
    const corrected = original.rows.map((row, index) => (index < 5 ? withCases(row, row.cases + 1000) : row));
    const twice = original.rows[5];
    const csv = whoDonCsv([
      ...corrected.slice(0, 5),
      withCases(twice, twice.cases + 1),
      ...corrected.slice(6),
      withCases(twice, twice.cases + 2000),
    ]);
    const job = await importFile(csv, 'corrected.csv');
    expect(job.check!.counts).toMatchObject({ added: 0, updated: 7 });
    await call('POST', `/api/imports/${job.id}/run`);
    expect((await waitForEnd(job.id)).result).toMatchObject({ added: 0, updated: 7 });

    const after = await outbreaksOf(first.id);
    expect(after).toHaveLength(stored.length);
    const casesOf = (rows: typeof after) => rows.reduce((total, row) => total + row.cases, 0);
    expect(casesOf(after)).toBe(casesOf(stored) + 5 * 1000 + 2000);
    // Each updated report has its four answers, once, with the new count.
    const answers = await t.app.db
      .selectFrom('outbreak_answers as a')
      .innerJoin('outbreaks as o', 'o.id', 'a.outbreak_id')
      .select(['o.cases', 'a.value'])
      .where('o.import_id', '=', first.id)
      .where('a.question_key', '=', 'cases')
      .execute();
    expect(answers).toHaveLength(stored.length);
    expect(answers.every((answer) => Number(answer.value) === answer.cases)).toBe(true);
    await expectSummaryToMatchOutbreaks(t.app.db);
  });

  it("narrows the CAP feed to an import's reports, and after undo to their withdrawals", async () => {
    const published = buildWhoDonFile({ start: 440, count: 10 });
    const uploaded = (await upload(published.csv, { name: 'published.csv' })).json<ImportJob>();
    await call('POST', `/api/imports/${uploaded.id}/check`, { mapping: { ...mapping, confirm: true } });
    await call('POST', `/api/imports/${uploaded.id}/run`);
    const added = (await waitForEnd(uploaded.id)).result!.added;
    expect(added).toBeGreaterThan(0);
    const titles = async () =>
      [
        ...(await call('GET', `/api/feeds/cap.atom?import=${uploaded.id}`)).text.matchAll(
          /<title>([^<]*)<\/title>/g,
        ),
      ]
        .map((match) => match[1])
        .slice(1);
    const before = await titles();
    expect(before).toHaveLength(added);
    expect(before.every((title) => !title.startsWith('Withdrawn:'))).toBe(true);
    expect((await call('POST', `/api/imports/${uploaded.id}/undo`)).status).toBe(200);
    const after = await titles();
    expect(after).toHaveLength(added);
    expect(after.every((title) => title.startsWith('Withdrawn:'))).toBe(true);
  });

  it('finds every country the WHO list names, but Kosovo (not in the reference list)', async () => {
    const reference = await loadImportReference(t.app.db, mapping);
    const unfound = [...new Set(whoDonRows().map((row) => row.Country))].filter(
      (name) => reference.findCountry(name) === null,
    );
    expect(unfound).toEqual(['Kosovo']);
  });

  it('imports from the command line, saying which columns it used and ignored', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ow-import-'));
    const good = path.join(dir, 'who-don-more.csv');
    writeFileSync(good, buildWhoDonFile({ start: 600, count: 30 }).csv);
    const outbreaks = await countOutbreaks();
    const dry = await runImportTask(t.app.db, { file: good, dryRun: true });
    expect(dry.lines).toContain('Columns ignored: ISO3');
    expect(dry.lines.join('\n')).toMatch(/Dry run: \d+ added/);
    expect(await countOutbreaks()).toBe(outbreaks);
    const run = await runImportTask(t.app.db, { file: good, dryRun: false });
    expect(run.exitCode).toBe(0);
    expect(run.job.state).toBe('done');
    expect(run.job.created_by!.id).toBe(users.superAdmin.id);
    expect(await countOutbreaks()).toBe(outbreaks + run.job.result!.added);
    const bad = path.join(dir, 'bad.csv');
    writeFileSync(bad, `Country,Disease,Date\r\nAtlantis,Measles,2025-01-01\r\n`);
    const refused = await runImportTask(t.app.db, { file: bad, dryRun: false });
    expect(refused.exitCode).toBe(1);
    expect(refused.lines.join('\n')).toMatch(/row 2, Country: No country is named or coded "Atlantis"/);
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps saved mappings, and lets an admin delete one with an audit entry', async () => {
    const saved = await call<{ id: number; name: string }>('POST', '/api/import-mappings', {
      name: 'WHO DON',
      mapping,
    });
    expect(saved.status).toBe(201);
    const list = await call<{ mappings: { id: number }[] }>('GET', '/api/import-mappings');
    expect(list.body.mappings.map((m) => m.id)).toContain(saved.body.id);
    const remove = (id: number | string, token = users.admin.token) =>
      t.app.inject({ method: 'DELETE', url: `/api/import-mappings/${id}`, headers: bearer(token) });
    // Other roles (403), a malformed id (400) and an unknown one (404) delete nothing and audit nothing.
    expect((await remove(saved.body.id, users.reporter.token)).statusCode).toBe(403);
    expect((await remove('abc')).statusCode).toBe(400);
    const unknown = await remove(saved.body.id + 1000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.mappingNotFound);
    expect(
      (await call<{ mappings: { id: number }[] }>('GET', '/api/import-mappings')).body.mappings,
    ).toHaveLength(1);
    expect(await countAudit(t.app.db, AUDIT_ACTIONS.importMappingDelete)).toBe(0);

    expect((await remove(saved.body.id)).statusCode).toBe(204);
    expect((await call('GET', '/api/import-mappings')).body).toEqual({ mappings: [] });
    const entry = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTIONS.importMappingDelete)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actor_id: users.admin.id,
      target_type: 'import_mapping',
      target_id: saved.body.id,
    });
    expect(JSON.parse(entry.details!)).toEqual({ before: { name: 'WHO DON', mapping } });
    // Deleted once: a second delete is a 404.
    expect((await remove(saved.body.id)).statusCode).toBe(404);
  });
});
