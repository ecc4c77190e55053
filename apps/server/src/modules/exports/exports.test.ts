import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  EXPORT_MESSAGES,
  ROLE,
  type ErrorResponse,
  type ExportJob,
  type ExportJobListResponse,
  type ExportJobResponse,
  type NotificationListResponse,
  type OutbreakListResponse,
} from '@outbreak-watch/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  insertOutbreakRows,
  type OutbreakInsert,
  seeded,
  signIn,
} from '../../test/factories.js';
import { parseCsv } from '../../test/parse-csv.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { EXPORT_COLUMNS } from '../outbreaks/export-columns.js';
import { rebuildOutbreakStats } from '../stats/outbreak-stats.js';
import { createExportToken } from './export-tokens.js';
import { exportsDir, purgeExpiredExports } from './exports.service.js';

/** Exports of more rows than this become jobs in these tests. */
const SYNC_MAX = 4;

interface GeoJsonCollection {
  type: string;
  features: {
    type: string;
    id: number;
    geometry: { type: string; coordinates: [number, number] } | null;
    properties: Record<string, unknown>;
  }[];
}

/** A cell of the XLSX as the CSV writes the same value (dates as YYYY-MM-DD, booleans as true/false). */
function asCsvText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') throw new Error(`not a plain cell: ${JSON.stringify(value)}`);
  return String(value);
}

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Outbreaks')!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => {
    rows.push(EXPORT_COLUMNS.map((_, i) => row.getCell(i + 1).value));
  });
  return { workbook, sheet, header: rows[0], rows: rows.slice(1) };
}

describe.each(DATABASE_KINDS)('outbreak exports on %s', (kind) => {
  let t: TestApp;
  let nigeria: number;
  let anthrax: number;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      authRateLimitPerMinute: 100_000,
      rateLimitPerMinute: 100_000,
      exportSyncMaxRows: SYNC_MAX,
    });
    nigeria = await seeded.countryId(t.app.db, 'NGA');
    anthrax = await seeded.diseaseId(t.app.db, 'Anthrax');
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('export_jobs').execute();
    await t.app.db.deleteFrom('outbreaks').execute();
  });

  /** Rows straight into the table, then the summary rebuilt, so the export's count sees them. */
  async function insertOutbreaks(rows: Partial<OutbreakInsert>[]) {
    const ids = await insertOutbreakRows(t.app.db, { disease_id: anthrax, country_id: nigeria }, rows);
    await rebuildOutbreakStats(t.app.db);
    return ids;
  }

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  async function csvRows(query = '', token?: string) {
    const response = await get(`/api/outbreaks/export.csv${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return parseCsv(response.body).slice(1);
  }
  async function xlsxOf(query = '', token?: string) {
    const response = await get(`/api/outbreaks/export.xlsx${query}`, token);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return { response, ...(await readXlsx(response.rawPayload)) };
  }
  async function geoJsonOf(query = '', token?: string) {
    const response = await get(`/api/outbreaks/export.geojson${query}`, token);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return { response, collection: response.json<GeoJsonCollection>() };
  }
  const userToken = async (role = ROLE.BLOGGER) =>
    (await signIn(t.app, await createUser(t.app.db, { role_id: role }))).access_token;

  it('writes the XLSX with the rows of the CSV, typed cells, a bold frozen header and an About sheet', async () => {
    await insertOutbreaks([
      { date: '2026-06-03', confirmed: true, description: 'Fever, rash and "red eyes"', city: 'Ikeja' },
      { date: '2026-06-02', confirmed: false, cases: 12, deaths: 3 },
      { date: '2026-05-01', confirmed: false },
    ]);
    const query = `?country_id=${nigeria}&from=2026-06-01`;
    const { response, workbook, sheet, header, rows } = await xlsxOf(query);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="outbreaks-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(header).toEqual(EXPORT_COLUMNS.map((column) => column.header));
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const csv = await csvRows(query);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.map(asCsvText))).toEqual(csv);
    const column = (key: string) => EXPORT_COLUMNS.findIndex((c) => c.key === key);
    expect(rows[0][column('date')]).toBeInstanceOf(Date);
    expect(rows[0][column('confirmed')]).toBe(true);
    expect(rows[1][column('confirmed')]).toBe(false);
    expect(typeof rows[1][column('cases')]).toBe('number');
    expect(rows[1][column('cases')]).toBe(12);

    const about = workbook.getWorksheet('About')!;
    const lines = new Map<string, string>();
    about.eachRow((row) => lines.set(row.getCell(1).text, row.getCell(2).text));
    expect(lines.get('Filter')).toBe('Nigeria · since Jun 1, 2026');
    expect(lines.get('Rows')).toBe('2');
    expect(lines.get('Generated')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
    expect(lines.get('Source')).toMatch(/^Source: Outbreak Watch/);
    expect(lines.get('Population')).toContain('World Bank');
  });

  it('writes text that looks like a formula as a string cell, never a formula', async () => {
    const texts = ['=HYPERLINK("http://evil.example","click")', '+SUM(1)', '-2+3', '@import'];
    await insertOutbreaks(texts.map((description, i) => ({ description, date: `2026-06-0${i + 1}` })));
    const { sheet } = await xlsxOf();
    const column = EXPORT_COLUMNS.findIndex((c) => c.key === 'description') + 1;
    const cells = [2, 3, 4, 5].map((row) => sheet.getRow(row).getCell(column));
    expect(cells.map((cell) => cell.type)).toEqual(texts.map(() => ExcelJS.ValueType.String));
    expect(cells.map((cell) => cell.value)).toEqual([...texts].reverse());
    expect(cells.every((cell) => cell.formula === undefined)).toBe(true);
  });

  it("names no reporter in a visitor's XLSX or GeoJSON", async () => {
    const reporter = await createUser(t.app.db, {
      role_id: ROLE.REPORTER,
      first_name: 'Hidden-First',
      last_name: 'Hidden-Surname',
    });
    await insertOutbreaks([{ reporter_id: reporter.id }]);
    const { rows } = await xlsxOf();
    const cells = rows.flat().map(asCsvText);
    expect(cells).toContain('Reporter');
    for (const secret of [reporter.email, 'Hidden-Surname', 'Hidden-First']) {
      expect(cells).not.toContain(secret);
    }
    const { response } = await geoJsonOf();
    expect(response.body).not.toContain(reporter.email);
    expect(response.body).not.toContain('Hidden-Surname');
    expect(response.body).not.toContain('Hidden-First');
  });

  it('streams GeoJSON features with the CSV columns, at the country point, longitude first', async () => {
    const kenya = await t.app.db
      .selectFrom('countries')
      .select(['id', 'latitude', 'longitude'])
      .where('alpha3', '=', 'KEN')
      .executeTakeFirstOrThrow();
    const nowhere = await t.app.db
      .insertInto('countries')
      .values({ alpha2: 'XN', alpha3: 'XNW', numeric_code: '999', name: 'Nowhere', region: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertOutbreaks([
      { date: '2026-06-03' },
      { date: '2026-06-02', country_id: kenya.id },
      { date: '2026-06-01', country_id: nowhere.id },
    ]);
    const { response, collection } = await geoJsonOf();
    expect(response.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(collection.type).toBe('FeatureCollection');
    const csv = await csvRows();
    expect(collection.features).toHaveLength(csv.length);
    collection.features.forEach((feature, i) => {
      expect(feature.type).toBe('Feature');
      const values = EXPORT_COLUMNS.map(({ key }) => feature.properties[key]);
      expect(values.map((value) => (value === null ? '' : String(value as string)))).toEqual(csv[i]);
      expect(feature.properties.url).toMatch(new RegExp(`/details/${feature.id}$`));
      if (feature.geometry === null) return;
      const [longitude, latitude] = feature.geometry.coordinates;
      expect(longitude).toBeGreaterThanOrEqual(-180);
      expect(longitude).toBeLessThanOrEqual(180);
      expect(latitude).toBeGreaterThanOrEqual(-90);
      expect(latitude).toBeLessThanOrEqual(90);
    });
    const kenyan = collection.features[1];
    expect(kenyan.geometry).toEqual({
      type: 'Point',
      coordinates: [Math.round(kenya.longitude! * 1e5) / 1e5, Math.round(kenya.latitude! * 1e5) / 1e5],
    });
    expect(collection.features[2].geometry).toBeNull();
  });

  it.each(['csv', 'xlsx', 'geojson'])(
    'refuses a malformed filter of the %s with 400 and streams nothing',
    async (format) => {
      for (const query of ['?status=spreading', '?from=2026-02-30', '?confirmed=maybe']) {
        const response = await get(`/api/outbreaks/export.${format}${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json<ErrorResponse>().message.length).toBeGreaterThan(5);
      }
    },
  );

  it('asks a visitor to sign in for an export over the threshold (413), and makes no job', async () => {
    await insertOutbreaks(Array.from({ length: SYNC_MAX + 1 }, () => ({})));
    const response = await get('/api/outbreaks/export.xlsx');
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorResponse>().message).toBe(
      EXPORT_MESSAGES.tooLargeForVisitors(SYNC_MAX + 1, SYNC_MAX),
    );
    // A search counts in the database, up to the threshold.
    const searched = await get('/api/outbreaks/export.csv?q=anthrax');
    expect(searched.statusCode).toBe(413);
    expect(searched.json<ErrorResponse>().message).toContain(`more than ${SYNC_MAX} rows`);
    const jobs = await t.app.db.selectFrom('export_jobs').select('id').execute();
    expect(jobs).toEqual([]);
  });

  it("writes the export_ready notification in its owner's language", async () => {
    await insertOutbreaks(
      Array.from({ length: SYNC_MAX + 2 }, (_, i) => ({
        date: `2026-05-${String(10 + i).padStart(2, '0')}`,
      })),
    );
    const noticeOf = async (language: string) => {
      const owner = await createUser(t.app.db, { role_id: ROLE.BLOGGER });
      await t.app.db.updateTable('users').set({ language }).where('id', '=', owner.id).execute();
      const token = (await signIn(t.app, owner)).access_token;
      const asked = await get(`/api/outbreaks/export.csv?country_id=${nigeria}`, token);
      expect(asked.statusCode, asked.body).toBe(202);
      await t.app.exportRunner.idle();
      const notices = (await get('/api/notifications', token)).json<NotificationListResponse>().notifications;
      expect(notices).toHaveLength(1);
      expect(notices[0].kind).toBe('export_ready');
      return notices[0];
    };

    const french = await noticeOf('fr');
    expect(french.title).toBe('Votre export CSV est prêt');
    expect(french.body).toMatch(
      new RegExp(
        `^${SYNC_MAX + 2} lignes de Nigeria\\. Le lien de téléchargement fonctionne pendant \\d+ heures\\.$`,
      ),
    );
    const arabic = await noticeOf('ar');
    expect(arabic.title).toBe('تصدير CSV الخاص بك جاهز');
    expect(arabic.body).toContain('من Nigeria. يعمل رابط التنزيل لمدة');
  });

  it('prepares a large export as a job: 202, the file, one export_ready notification and a link that expires', async () => {
    const ids = await insertOutbreaks(
      Array.from({ length: SYNC_MAX + 2 }, (_, i) => ({
        date: `2026-05-${String(10 + i).padStart(2, '0')}`,
      })),
    );
    const owner = await createUser(t.app.db, { role_id: ROLE.BLOGGER });
    const token = (await signIn(t.app, owner)).access_token;

    const asked = await get(`/api/outbreaks/export.csv?country_id=${nigeria}`, token);
    expect(asked.statusCode, asked.body).toBe(202);
    const { job } = asked.json<ExportJobResponse>();
    expect(job).toMatchObject({ format: 'csv', rows: SYNC_MAX + 2, download_url: null, filter: 'Nigeria' });
    expect(['queued', 'running', 'ready']).toContain(job.state);
    await t.app.exportRunner.idle();

    const status = await get(`/api/exports/${job.id}`, token);
    expect(status.statusCode).toBe(200);
    const ready = status.json<ExportJobResponse>().job;
    expect(ready).toMatchObject({ state: 'ready', rows: SYNC_MAX + 2 });
    expect(ready.size_bytes).toBeGreaterThan(100);
    expect(ready.download_url).toMatch(new RegExp(`^/api/exports/${job.id}/download\\?token=`));
    const listed = (await get('/api/exports', token)).json<ExportJobListResponse>().jobs;
    expect(listed.map((entry) => entry.id)).toEqual([job.id]);

    // One notification, linking to the file; its mail per the owner's settings (immediate by default).
    const notices = (await get('/api/notifications', token)).json<NotificationListResponse>().notifications;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'export_ready', link: ready.download_url });
    expect(notices[0].body).toContain(`${SYNC_MAX + 2} rows of Nigeria`);
    const mails = await t.app.db
      .selectFrom('mail_outbox')
      .select(['category', 'text_body'])
      .where('user_id', '=', owner.id)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain(ready.download_url!);

    // The link downloads the rows, without a sign-in.
    const download = await get(ready.download_url!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parseCsv(download.body);
    expect(rows[0]).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    const listIds = (await get(`/api/outbreaks?country_id=${nigeria}&limit=100`))
      .json<OutbreakListResponse>()
      .outbreaks.map((o) => o.id);
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(listIds);
    expect([...listIds].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));

    // The same filter as XLSX: its job's file has the same rows.
    const xlsxJob = (
      await get(`/api/outbreaks/export.xlsx?country_id=${nigeria}`, token)
    ).json<ExportJobResponse>().job;
    await t.app.exportRunner.idle();
    const xlsxReady = (await get(`/api/exports/${xlsxJob.id}`, token)).json<ExportJobResponse>().job;
    const xlsx = await readXlsx((await get(xlsxReady.download_url!)).rawPayload);
    expect(xlsx.rows.map((row) => row.map(asCsvText))).toEqual(rows.slice(1));

    // Wrong token, another job's token, unknown job, another user's status.
    const wrong = await get(`/api/exports/${job.id}/download?token=1.${'x'.repeat(43)}`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<ErrorResponse>().message).toBe(EXPORT_MESSAGES.badToken);
    const borrowed = ready.download_url!.replace(`/exports/${job.id}/`, `/exports/${xlsxJob.id}/`);
    expect((await get(borrowed)).statusCode).toBe(403);
    expect((await get(`/api/exports/999999/download?token=abc`)).statusCode).toBe(404);
    const stranger = await userToken();
    expect((await get(`/api/exports/${job.id}`, stranger)).statusCode).toBe(404);
    expect((await get('/api/exports', stranger)).json<ExportJobListResponse>().jobs).toEqual([]);
    expect((await get(`/api/exports/${job.id}`)).statusCode).toBe(401);

    // A token whose time has passed, and the job's own expiry: 410 with a clear message.
    const past = new Date(Date.now() - 60_000).toISOString();
    const stale = await get(
      `/api/exports/${job.id}/download?token=${encodeURIComponent(createExportToken(t.config.jwtSecret, job.id, past))}`,
    );
    expect(stale.statusCode).toBe(410);
    expect(stale.json<ErrorResponse>().message).toBe(EXPORT_MESSAGES.expired);
    await t.app.db.updateTable('export_jobs').set({ expires_at: past }).where('id', '=', job.id).execute();
    const expired = await get(ready.download_url!);
    expect(expired.statusCode).toBe(410);
    expect((await get(`/api/exports/${job.id}`, token)).json<ExportJobResponse>().job).toMatchObject({
      state: 'expired',
      download_url: null,
    });

    // The hourly purge deletes the expired file and keeps the job, expired, in the list.
    const fileName = (
      await t.app.db
        .selectFrom('export_jobs')
        .select('file_name')
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow()
    ).file_name!;
    const file = path.join(exportsDir(t.config), fileName);
    expect(existsSync(file)).toBe(true);
    expect(await purgeExpiredExports(t.app.db, t.config, 7)).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect((await get(ready.download_url!)).statusCode).toBe(410);
    const after = (await get('/api/exports', token)).json<ExportJobListResponse>().jobs;
    expect(after.map((entry: ExportJob) => [entry.id, entry.state])).toEqual([
      [xlsxJob.id, 'ready'],
      [job.id, 'expired'],
    ]);
  });
});
