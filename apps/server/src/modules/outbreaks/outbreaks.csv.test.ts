import {
  OUTBREAK_COUNT_CAP,
  ROLE,
  type ErrorResponse,
  type Outbreak,
  type OutbreakListResponse,
  type OutbreakTotal,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  insertOutbreakRows,
  type OutbreakInsert,
  seeded,
  signIn,
} from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { csvCell } from '../../lib/csv.js';
import { parseCsv } from '../../test/parse-csv.js';
import { expectedRates, NO_POPULATION_ALPHA3 } from '../../test/population-fixtures.js';

const HEADER = [
  'ID',
  'Date',
  'Disease',
  'Country',
  'Country code',
  'State',
  'City',
  'Region',
  'Status',
  'Confirmed',
  'Severity',
  'Risk level',
  'Severity score',
  'Cases',
  'Deaths',
  'Population at risk',
  'Transmission rate (R0)',
  'Attack rate (%)',
  'Survivability (%)',
  'Source',
  'Description',
  'Reporter role',
  'Population',
  'Population year',
  'Cases per 100k',
  'Deaths per 100k',
];
/** The columns after the outbreak's own: its country's population, its year and the two rates. */
const RATE_KEYS = ['population', 'population_year', 'cases_per_100k', 'deaths_per_100k'] as const;
/** The outbreak field behind each column, in the header's order. */
const KEYS: (keyof Outbreak)[] = [
  'id',
  'date',
  'disease_name',
  'country_name',
  'country_code',
  'state_name',
  'city',
  'region',
  'status',
  'confirmed',
  'severity',
  'risk_level',
  'severity_score',
  'cases',
  'deaths',
  'population_at_risk',
  'transmission_rate',
  'attack_rate',
  'survivability',
  'source',
  'description',
  'reporter_role',
];

/** What a value becomes in a cell once read back. */
const cellText = (value: Outbreak[keyof Outbreak]) => (value === null ? '' : String(value));

describe('csvCell', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    [0, '0'],
    [-3.5, '-3.5'],
    [true, 'true'],
    [false, 'false'],
    ['plain text', 'plain text'],
    ['', ''],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ['line one\nline two', '"line one\nline two"'],
    ['line one\r\nline two', '"line one\r\nline two"'],
    ['a=b', 'a=b'],
    ['e-mail', 'e-mail'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['=HYPERLINK("http://x", "y")', '"\'=HYPERLINK(""http://x"", ""y"")"'],
    ['=1,2', `"'=1,2"`],
    ['\r=1', `"'\r=1"`],
  ])('defuses the formula %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe.each(DATABASE_KINDS)('CSV export on %s', (kind) => {
  let t: TestApp;
  let nigeria: number;
  let kenya: number;
  let anthrax: number;
  let cholera: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimitPerMinute: 100_000, rateLimitPerMinute: 100_000 });
    const db = t.app.db;
    const country = (alpha3: string) => seeded.countryId(db, alpha3);
    [nigeria, kenya] = [await country('NGA'), await country('KEN')];
    anthrax = await seeded.diseaseId(db, 'Anthrax');
    cholera = (
      await db.selectFrom('diseases').select('id').where('id', '!=', anthrax).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('outbreaks').execute();
  });

  const insertOutbreaks = (rows: Partial<OutbreakInsert>[]) =>
    insertOutbreakRows(t.app.db, { disease_id: anthrax, country_id: nigeria }, rows);

  async function exportCsv(query = '', token?: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/outbreaks/export.csv${query}`,
      headers: token ? bearer(token) : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(HEADER);
    return { response, rows: rows.slice(1), text: response.body };
  }
  const csvIds = (rows: string[][]) => rows.map((row) => Number(row[0]));

  it('sends a CSV attachment with the header row only when nothing matches', async () => {
    const { response, rows, text } = await exportCsv();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="outbreaks-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(rows).toEqual([]);
    expect(text).toBe(`${HEADER.join(',')}\r\n`);
  });

  it('writes one row per outbreak with the fields the API returns', async () => {
    const reporter = await createUser(t.app.db, { role_id: ROLE.REPORTER, last_name: 'Hidden-Surname' });
    const session = await signIn(t.app, reporter);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/outbreaks',
      headers: bearer(session.access_token),
      payload: {
        date: '2026-06-15',
        country_id: nigeria,
        state_name: 'Lagos',
        city: 'Ikeja',
        disease_id: anthrax,
        description: 'Cases among traders',
        source: 'NCDC',
        question_answers: { cases: 200, deaths: 50, population_at_risk: 10_000, secondary_cases: 1.5 },
      },
    });
    expect(created.statusCode).toBe(201);
    const outbreak = created.json<Outbreak>();
    await insertOutbreaks([{ date: '2026-06-01' }]);

    const { rows, text } = await exportCsv();
    expect(rows).toHaveLength(2);
    expect(rows[0].slice(0, KEYS.length)).toEqual(KEYS.map((key) => cellText(outbreak[key])));
    expect(rows[0]).toContain('Reporter');
    expect(rows[0]).toContain('NGA');
    expect(text).not.toContain(reporter.email);
    expect(text).not.toContain('Hidden-Surname');
    // No identity columns at all, whoever asks.
    const asAdmin = await exportCsv(
      '',
      (await signIn(t.app, await createUser(t.app.db, { role_id: ROLE.ADMIN }))).access_token,
    );
    expect(asAdmin.text).not.toContain(reporter.email);
    expect(HEADER.join(' ').toLowerCase()).not.toMatch(/email|first name|last name/);
  });

  it("ends each row with the population of the report's year and cases and deaths per 100,000", async () => {
    const taiwan = await seeded.countryId(t.app.db, NO_POPULATION_ALPHA3);
    await insertOutbreaks([
      { date: '2026-06-01', cases: 1_234, deaths: 56 },
      { date: '2020-03-01', cases: 10, deaths: 1, country_id: kenya },
      { date: '2019-01-01', country_id: taiwan },
    ]);
    const { rows } = await exportCsv();
    const rates = (row: string[]) =>
      RATE_KEYS.map((key) => row[HEADER.length - RATE_KEYS.length + RATE_KEYS.indexOf(key)]);
    const written = (expected: ReturnType<typeof expectedRates>) =>
      RATE_KEYS.map((key) => String(expected[key]));
    // 2026 has no figure yet: the latest year with one is used, and named.
    const nigeria2026 = expectedRates('NGA', 2026, { cases: 1_234, deaths: 56 });
    expect(nigeria2026.population_year).toBeLessThan(2026);
    expect(rates(rows[0])).toEqual(written(nigeria2026));
    const kenya2020 = expectedRates('KEN', 2020, { cases: 10, deaths: 1 });
    expect(kenya2020.population_year).toBe(2020);
    expect(rates(rows[1])).toEqual(written(kenya2020));
    // No figure, no rate: empty cells, never a division by zero.
    expect(rates(rows[2])).toEqual(['', '', '', '']);
  });

  it('applies the same filters as the list, in the same order', async () => {
    await insertOutbreaks([
      { date: '2026-01-10' },
      { date: '2026-03-15', status: 'active', description: 'Spread at the MARKET' },
      { date: '2026-03-15', country_id: kenya, severity: 'high', risk_level: 8 },
      { date: '2026-03-01', disease_id: cholera, city: 'Marketown' },
      { date: '2026-05-31', country_id: kenya, disease_id: cholera, status: 'resolved' },
      { date: '2026-02-20', description: '100% of the ward' },
    ]);
    for (const query of [
      '',
      '?from=2026-03-01&to=2026-03-15',
      `?country_id=${kenya}`,
      `?disease_id=${cholera}`,
      '?status=active',
      '?severity=high',
      '?q=market',
      '?q=kenya%20cholera',
      '?q=%25',
      `?country_id=${nigeria}&to=2026-03-01`,
    ]) {
      const listed = await t.app.inject({
        method: 'GET',
        url: `/api/outbreaks${query}${query ? '&' : '?'}limit=100`,
      });
      const expected = listed.json<OutbreakListResponse>().outbreaks.map((o) => o.id);
      expect(csvIds((await exportCsv(query)).rows), query).toEqual(expected);
    }
    expect(csvIds((await exportCsv('?q=market')).rows)).toHaveLength(2);
  });

  it('refuses a malformed filter with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/outbreaks/export.csv?status=spreading' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().message.length).toBeGreaterThan(5);
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and reads back exactly', async () => {
    const description = 'Fever, rash and "red eyes"\nSecond line, with a comma\r\nThird line';
    const source = 'Clinic "St. Mary", Ward 3';
    await insertOutbreaks([{ description, source, city: 'Port "Harcourt"' }]);
    const { rows, text } = await exportCsv();
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row[KEYS.indexOf('description')]).toBe(description);
    expect(row[KEYS.indexOf('source')]).toBe(source);
    expect(row[KEYS.indexOf('city')]).toBe('Port "Harcourt"');
    expect(text).toContain('"Clinic ""St. Mary"", Ward 3"');
    expect(text).toContain('"Fever, rash and ""red eyes""\nSecond line, with a comma\r\nThird line"');
  });

  it('prefixes text a spreadsheet would run as a formula with an apostrophe', async () => {
    const cells = [
      ['=HYPERLINK("http://evil.example","click")', '=cmd|"/c calc"!A1'],
      ['+1+1', '+SUM(1)'],
      ['-2+3', '-report'],
      ['@SUM(A1:A2)', '@import'],
    ];
    await insertOutbreaks(
      cells.map(([description, source], i) => ({
        description,
        source,
        city: source,
        date: `2026-06-0${i + 1}`,
      })),
    );
    const { rows } = await exportCsv();
    const read = rows.map((row) => [
      row[KEYS.indexOf('description')],
      row[KEYS.indexOf('source')],
      row[KEYS.indexOf('city')],
    ]);
    expect(read).toEqual(
      cells.reverse().map(([description, source]) => [`'${description}`, `'${source}`, `'${source}`]),
    );
  });

  it('exports every one of 1,205 outbreaks in order, across batches with date ties', async () => {
    const total = 1205;
    // Seven outbreaks a day, so one day's outbreaks straddle the 1,000-row batch boundary.
    await insertOutbreaks(
      Array.from({ length: total }, (_, i) => ({
        date: new Date(Date.UTC(2026, 5, 30) - Math.floor(i / 7) * 86_400_000).toISOString().slice(0, 10),
      })),
    );
    const expected = await t.app.db
      .selectFrom('outbreaks')
      .select('id')
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const { rows } = await exportCsv();
    expect(rows).toHaveLength(total);
    expect(csvIds(rows)).toEqual(expected.map((row) => row.id));
    expect(new Set(csvIds(rows)).size).toBe(total);

    const filtered = await exportCsv('?from=2026-01-01&to=2026-03-31');
    const inRange = await t.app.db
      .selectFrom('outbreaks')
      .select('id')
      .where('date', '>=', '2026-01-01')
      .where('date', '<=', '2026-03-31')
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(csvIds(filtered.rows)).toEqual(inRange.map((row) => row.id));

    // The list's count of a search stops past the cap and says "more"; below it, it is exact.
    const count = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/outbreaks?q=anthrax&limit=1${query}` })).json<{
        total: OutbreakTotal;
      }>().total;
    expect(await count('')).toEqual({ count: OUTBREAK_COUNT_CAP, more: true });
    expect(await count('&from=2026-01-01&to=2026-03-31')).toEqual({ count: inRange.length, more: false });
  });
});
