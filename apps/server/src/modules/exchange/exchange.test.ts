import { readFile } from 'node:fs/promises';
import {
  ADX_NAMESPACE,
  EXCHANGE_MESSAGES,
  UNMAPPED_HEADER,
  type Dhis2DataValueSet,
  type Dhis2Mapping,
  type Dhis2MappingInput,
  type Dhis2UnmappedResponse,
  type ErrorResponse,
} from '@outbreak-watch/domain';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestUsers, countAudit } from '../../test/admin-fixtures.js';
import { bearer, countTables, insertOutbreakRows, seeded } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { rebuildOutbreakStats } from '../stats/outbreak-stats.js';

const SCHEMA = new URL('./schema/adx.xsd', import.meta.url);
const UID = {
  dataSet: 'pBOMPrpg1QX',
  kenya: 'Ke1234567aB',
  nigeria: 'Ng1234567aB',
  choleraCases: 'Ch0leraCase',
  choleraDeaths: 'Ch0leraDead',
  combo: 'HllvX50cXC0',
  measlesCases: 'MeaslesCas1',
};
const MAPPING_TABLES = ['dhis2_org_units', 'dhis2_data_elements', 'dhis2_settings'] as const;

/** Two countries and two diseases mapped; Brazil and Malaria are not. */
const MAPPING: Dhis2MappingInput = {
  data_set: UID.dataSet,
  org_units: [
    { country: 'KE', uid: UID.kenya },
    { country: 'NGA', uid: UID.nigeria },
  ],
  data_elements: [
    {
      disease: 'cholera',
      cases: UID.choleraCases,
      deaths: UID.choleraDeaths,
      category_option_combo: UID.combo,
    },
    { disease: 'Measles', cases: UID.measlesCases },
  ],
};

interface Row {
  country: 'KEN' | 'NGA' | 'BRA';
  disease: 'Cholera' | 'Measles' | 'Malaria';
  date: string;
  cases: number;
  deaths: number;
  status?: string;
}

/**
 * Reports around the turn of 2020, whose ISO year has 53 weeks (2020W53 is 2020-12-28 to 2021-01-03),
 * and one week of 2026.
 */
const ROWS: Row[] = [
  { country: 'KEN', disease: 'Cholera', date: '2020-12-22', cases: 12, deaths: 1 }, // 2020W52
  { country: 'KEN', disease: 'Cholera', date: '2020-12-28', cases: 10.3, deaths: 2 }, // 2020W53
  { country: 'KEN', disease: 'Cholera', date: '2021-01-03', cases: 10.4, deaths: 0 }, // 2020W53
  { country: 'KEN', disease: 'Measles', date: '2020-12-31', cases: 7, deaths: 3 }, // 2020W53, deaths unmapped
  { country: 'NGA', disease: 'Cholera', date: '2021-01-04', cases: 5, deaths: 0, status: 'resolved' }, // 2021W1
  { country: 'NGA', disease: 'Malaria', date: '2021-01-05', cases: 40, deaths: 4 }, // unmapped disease
  { country: 'BRA', disease: 'Cholera', date: '2020-12-29', cases: 30, deaths: 6 }, // unmapped country
  { country: 'BRA', disease: 'Malaria', date: '2021-01-02', cases: 2, deaths: 0 }, // both unmapped
  { country: 'KEN', disease: 'Measles', date: '2026-01-28', cases: 9, deaths: 0 }, // 2026W5
];

/** The JSON document the rows make in these weeks, computed by hand. */
const EXPECTED_2020W52_2021W1 = [
  {
    dataElement: UID.choleraCases,
    period: '2020W52',
    orgUnit: UID.kenya,
    categoryOptionCombo: UID.combo,
    value: '12',
  },
  {
    dataElement: UID.choleraDeaths,
    period: '2020W52',
    orgUnit: UID.kenya,
    categoryOptionCombo: UID.combo,
    value: '1',
  },
  // 10.3 + 10.4 cases, summed then rounded.
  {
    dataElement: UID.choleraCases,
    period: '2020W53',
    orgUnit: UID.kenya,
    categoryOptionCombo: UID.combo,
    value: '21',
  },
  {
    dataElement: UID.choleraDeaths,
    period: '2020W53',
    orgUnit: UID.kenya,
    categoryOptionCombo: UID.combo,
    value: '2',
  },
  { dataElement: UID.measlesCases, period: '2020W53', orgUnit: UID.kenya, value: '7' },
  // No deaths value: zero is left out.
  {
    dataElement: UID.choleraCases,
    period: '2021W1',
    orgUnit: UID.nigeria,
    categoryOptionCombo: UID.combo,
    value: '5',
  },
];

describe.each(DATABASE_KINDS)('DHIS2 exchange on %s', (kind) => {
  let t: TestApp;
  let users: Awaited<ReturnType<typeof adminTestUsers>>;
  const ids = {
    country: {} as Record<Row['country'], number>,
    disease: {} as Record<Row['disease'], number>,
  };

  const as = (token: string) => ({ headers: bearer(token) });
  const get = (url: string, token = users.admin.token) =>
    t.app.inject({ method: 'GET', url: `/api/exchange/dhis2/${url}`, ...as(token) });
  const putMapping = (payload: unknown, token = users.admin.token) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/exchange/dhis2/mapping',
      payload: payload as object,
      ...as(token),
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimitPerMinute: 100_000 });
    users = await adminTestUsers(t);
    const db = t.app.db;
    for (const code of ['KEN', 'NGA', 'BRA'] as const) ids.country[code] = await seeded.countryId(db, code);
    for (const name of ['Cholera', 'Measles', 'Malaria'] as const)
      ids.disease[name] = await seeded.diseaseId(db, name);
    await insertOutbreakRows(
      db,
      { country_id: ids.country.KEN, disease_id: ids.disease.Cholera },
      ROWS.map((row) => ({
        country_id: ids.country[row.country],
        disease_id: ids.disease[row.disease],
        date: row.date,
        cases: row.cases,
        deaths: row.deaths,
        status: row.status ?? 'active',
      })),
    );
    await rebuildOutbreakStats(db);
  });
  afterAll(() => t.close());

  it('lets only admins read and change the mapping and the documents', async () => {
    for (const url of [
      'mapping',
      'dataValueSets?period=2026W5',
      'adx?period=2026W5',
      'unmapped?period=2026W5',
    ]) {
      const visitor = await t.app.inject({ method: 'GET', url: `/api/exchange/dhis2/${url}` });
      expect(visitor.statusCode).toBe(401);
      expect((await get(url, users.reporter.token)).statusCode).toBe(403);
    }
    expect((await putMapping(MAPPING, users.reporter.token)).statusCode).toBe(403);
    expect(await countTables(t.app.db, MAPPING_TABLES)).toEqual({
      dhis2_org_units: 0,
      dhis2_data_elements: 0,
      dhis2_settings: 0,
    });
  });

  it('refuses a mapping with a bad UID or an unknown or repeated place, naming the row, and changes nothing', async () => {
    const audits = await countAudit(t.app.db, 'exchange.mapping_update');
    const cases: [unknown, string, string][] = [
      [
        { ...MAPPING, org_units: [MAPPING.org_units[0], { country: 'NG', uid: '1bad' }] },
        'org_units.1.uid',
        EXCHANGE_MESSAGES.uid,
      ],
      [
        { ...MAPPING, org_units: [...MAPPING.org_units, { country: 'XX', uid: UID.kenya }] },
        'org_units.2.country',
        EXCHANGE_MESSAGES.unknownCountry('XX'),
      ],
      [
        { ...MAPPING, org_units: [...MAPPING.org_units, { country: 'KEN', uid: UID.kenya }] },
        'org_units.2.country',
        EXCHANGE_MESSAGES.duplicateCountry('KEN'),
      ],
      [
        { ...MAPPING, data_elements: [{ disease: 'Nonexistent fever', cases: UID.measlesCases }] },
        'data_elements.0.disease',
        EXCHANGE_MESSAGES.unknownDisease('Nonexistent fever'),
      ],
      [{ ...MAPPING, data_set: 'short' }, 'data_set', EXCHANGE_MESSAGES.uid],
    ];
    for (const [payload, field, message] of cases) {
      const response = await putMapping(payload);
      expect(response.statusCode, field).toBe(400);
      const body = response.json<ErrorResponse>();
      expect(body.details).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect(await countTables(t.app.db, MAPPING_TABLES)).toEqual({
      dhis2_org_units: 0,
      dhis2_data_elements: 0,
      dhis2_settings: 0,
    });
    expect(await countAudit(t.app.db, 'exchange.mapping_update')).toBe(audits);
  });

  it('keeps the mapping an admin sends, found by code and name, and gives it back re-sendable', async () => {
    const response = await putMapping(MAPPING);
    expect(response.statusCode).toBe(200);
    const mapping = response.json<Dhis2Mapping>();
    expect(mapping.data_set).toBe(UID.dataSet);
    expect(mapping.org_units).toEqual([
      { country: 'KE', country_id: ids.country.KEN, country_name: 'Kenya', uid: UID.kenya },
      { country: 'NG', country_id: ids.country.NGA, country_name: 'Nigeria', uid: UID.nigeria },
    ]);
    expect(mapping.data_elements).toEqual([
      {
        disease: 'Cholera',
        disease_id: ids.disease.Cholera,
        cases: UID.choleraCases,
        deaths: UID.choleraDeaths,
        category_option_combo: UID.combo,
      },
      {
        disease: 'Measles',
        disease_id: ids.disease.Measles,
        cases: UID.measlesCases,
        deaths: null,
        category_option_combo: null,
      },
    ]);
    expect((await get('mapping')).json()).toEqual(mapping);
    // The downloaded document is a valid upload.
    expect((await putMapping(mapping)).json()).toEqual(mapping);
    expect(await countAudit(t.app.db, 'exchange.mapping_update')).toBe(2);
  });

  it('exports the weekly sums of mapped countries × diseases as dataValueSets, with 2020W53', async () => {
    const response = await get('dataValueSets?from=2020W52&to=2021-W01');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('dhis2-2020W52-2021W1.json');
    const body = response.json<Dhis2DataValueSet>();
    expect(body).toEqual({ dataSet: UID.dataSet, dataValues: EXPECTED_2020W52_2021W1 });
    expect(response.headers[UNMAPPED_HEADER]).toBe('3');

    const single = (await get('dataValueSets?period=2026W5')).json<Dhis2DataValueSet>();
    expect(single.dataValues).toEqual([
      { dataElement: UID.measlesCases, period: '2026W5', orgUnit: UID.kenya, value: '9' },
    ]);
    expect((await get('dataValueSets?period=2020W53')).json<Dhis2DataValueSet>().dataValues).toEqual(
      EXPECTED_2020W52_2021W1.filter((value) => value.period === '2020W53'),
    );
  });

  it('applies the analytics filters', async () => {
    const cholera = await get(`dataValueSets?from=2020W52&to=2021W1&disease_id=${ids.disease.Cholera}`);
    expect(cholera.json<Dhis2DataValueSet>().dataValues).toEqual(
      EXPECTED_2020W52_2021W1.filter((value) => value.dataElement !== UID.measlesCases),
    );
    const active = await get('dataValueSets?from=2020W52&to=2021W1&status=active');
    expect(active.json<Dhis2DataValueSet>().dataValues).toEqual(
      EXPECTED_2020W52_2021W1.filter((value) => value.orgUnit !== UID.nigeria),
    );
    const kenya = await get(`dataValueSets?from=2020W52&to=2021W1&country_id=${ids.country.NGA}`);
    expect(kenya.json<Dhis2DataValueSet>().dataValues).toEqual(
      EXPECTED_2020W52_2021W1.filter((value) => value.orgUnit === UID.nigeria),
    );
  });

  it('lists the rows left out for want of a mapping', async () => {
    const response = await get('unmapped?from=2020W52&to=2021W1');
    expect(response.statusCode).toBe(200);
    const body = response.json<Dhis2UnmappedResponse>();
    expect(body.periods).toEqual(['2020W52', '2020W53', '2021W1']);
    expect(body.values).toBe(EXPECTED_2020W52_2021W1.length);
    expect(body.unmapped).toEqual([
      {
        country_id: ids.country.NGA,
        country_name: 'Nigeria',
        country_mapped: true,
        disease_id: ids.disease.Malaria,
        disease_name: 'Malaria',
        disease_mapped: false,
        cases: 40,
        deaths: 4,
      },
      {
        country_id: ids.country.BRA,
        country_name: 'Brazil',
        country_mapped: false,
        disease_id: ids.disease.Cholera,
        disease_name: 'Cholera',
        disease_mapped: true,
        cases: 30,
        deaths: 6,
      },
      {
        country_id: ids.country.BRA,
        country_name: 'Brazil',
        country_mapped: false,
        disease_id: ids.disease.Malaria,
        disease_name: 'Malaria',
        disease_mapped: false,
        cases: 2,
        deaths: 0,
      },
    ]);
  });

  it('writes ADX valid against the schema, with the same values', async () => {
    const response = await get('adx?from=2020W52&to=2021W1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/adx+xml');
    expect(response.headers[UNMAPPED_HEADER]).toBe('3');
    const xml = response.body;
    const result = await validateXML({
      xml: [{ fileName: 'export.adx.xml', contents: xml }],
      schema: [{ fileName: 'adx.xsd', contents: await readFile(SCHEMA, 'utf8') }],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain(`<adx xmlns="${ADX_NAMESPACE}"`);

    // Every value, read back from its group's org unit and period.
    const read: { dataElement: string; period: string; orgUnit: string; combo?: string; value: string }[] =
      [];
    for (const group of xml.matchAll(
      /<group orgUnit="(\w+)" period="([^"]+)" dataSet="(\w+)">([\s\S]*?)<\/group>/g,
    )) {
      expect(group[3]).toBe(UID.dataSet);
      for (const value of group[4].matchAll(
        /<dataValue dataElement="(\w+)"(?: categoryOptionCombo="(\w+)")? value="(\d+)"\/>/g,
      ))
        read.push({
          dataElement: value[1],
          period: group[2],
          orgUnit: group[1],
          ...(value[2] ? { combo: value[2] } : {}),
          value: value[3],
        });
    }
    const adxPeriod = {
      '2020W52': '2020-12-21/P7D',
      '2020W53': '2020-12-28/P7D',
      '2021W1': '2021-01-04/P7D',
    };
    expect(read).toEqual(
      EXPECTED_2020W52_2021W1.map(({ categoryOptionCombo, period, ...value }) => ({
        ...value,
        period: adxPeriod[period as keyof typeof adxPeriod],
        ...(categoryOptionCombo ? { combo: categoryOptionCombo } : {}),
      })),
    );
  });

  it('the schema refuses a document that breaks it', async () => {
    const result = await validateXML({
      xml: [
        {
          fileName: 'bad.adx.xml',
          contents: `<adx xmlns="${ADX_NAMESPACE}" exported="2026-01-01T00:00:00Z"><group orgUnit="a" period="2026W5"><dataValue dataElement="x" value="ten"/></group></adx>`,
        },
      ],
      schema: [{ fileName: 'adx.xsd', contents: await readFile(SCHEMA, 'utf8') }],
    });
    expect(result.valid).toBe(false);
  });

  it('refuses bad periods and filters', async () => {
    const bad = [
      'period=2025W53', // 2025 has 52 ISO weeks (2026, which starts on a Thursday, has 53)
      'period=2026W0',
      'period=2026-05',
      'period=202605',
      'from=2026W5',
      'period=2026W5&from=2026W1&to=2026W2',
      'from=2026W9&to=2026W5',
      'from=2020W1&to=2026W1',
      '',
      'period=2026W5&status=asleep',
      'period=2026W5&disease_id=abc',
    ];
    for (const query of bad) {
      const response = await get(`dataValueSets?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ErrorResponse>().message).toBeTruthy();
    }
    const message = (await get('dataValueSets?period=2025W53')).json<ErrorResponse>();
    expect(JSON.stringify(message)).toContain(EXCHANGE_MESSAGES.weekOutOfYear(2025));
    expect((await get('dataValueSets?period=2026W53')).statusCode).toBe(200);
  });

  it('asks for a data set before writing ADX, and has no ADX of empty weeks', async () => {
    expect((await get('adx?period=2026W10')).statusCode).toBe(404);
    const { data_set: _dataSet, ...withoutDataSet } = MAPPING;
    expect((await putMapping(withoutDataSet)).statusCode).toBe(200);
    const response = await get('adx?period=2026W5');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().message).toBe(EXCHANGE_MESSAGES.adxNeedsDataSet);
    // JSON needs none: DHIS2 finds the data set from the data elements.
    const json = (await get('dataValueSets?period=2026W5')).json<Dhis2DataValueSet>();
    expect(json.dataSet).toBeUndefined();
    expect(json.dataValues).toHaveLength(1);
  });
});
