/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-explicit-any -- parsed XML is untyped: the assertions are its type check */
import { ROLE, type ErrorResponse, type Outbreak } from '@outbreak-watch/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, reportPayload, seeded, signIn } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';

const PUBLIC_URL = 'https://outbreaks.example.org';
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['entry', 'geocode', 'parameter', 'link', 'category'].includes(name),
});
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const CAP_DATETIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;

function parseXml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body) as Record<string, any>;
}

describe.each(DATABASE_KINDS)('open feeds on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  let kenya: { id: number; latitude: number | null; longitude: number | null };

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  /** A country's first state and a disease, as a report's place. */
  const placeIn = async (alpha3: string, disease: string) => {
    const db = t.app.db;
    const country_id = await seeded.countryId(db, alpha3);
    const state = await db
      .selectFrom('states')
      .select('id')
      .where('country_id', '=', country_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { country_id, state_id: state.id, disease_id: await seeded.diseaseId(db, disease) };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      publicUrl: PUBLIC_URL,
      authRateLimitPerMinute: 100_000,
      rateLimitPerMinute: 100_000,
    });
    const db = t.app.db;
    const token = (await signIn(t.app, await createUser(db, { role_id: ROLE.REPORTER }))).access_token;
    const report = async (name: string, place: Awaited<ReturnType<typeof placeIn>>, overrides = {}) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/outbreaks',
        headers: bearer(token),
        payload: reportPayload(place, overrides),
      });
      expect(response.statusCode).toBe(201);
      ids[name] = response.json<Outbreak>().id;
    };
    await report('nigeria', await placeIn('NGA', 'Cholera'), {
      description: 'Traders say <b>"boil water"</b> & wait.\u0007',
    });
    await report('kenya', await placeIn('KEN', 'Mpox'), { date: '2026-10-02' });
    await report('suspected', await placeIn('KEN', 'Cholera'));
    const confirmedAt = new Date(Date.now() - 60_000).toISOString();
    await db
      .updateTable('outbreaks')
      .set({ confirmed: true, confirmed_at: confirmedAt, updated_at: confirmedAt })
      .where('id', 'in', [ids.nigeria, ids.kenya])
      .execute();
    kenya = await db
      .selectFrom('countries')
      .select(['id', 'latitude', 'longitude'])
      .where('alpha3', '=', 'KEN')
      .executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  it('publishes confirmed outbreaks as Atom 1.0 with the elements RFC 4287 requires', async () => {
    const response = await get('/api/feeds/outbreaks.atom');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/atom+xml');
    const { feed } = parseXml(response.body);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`${PUBLIC_URL}/api/feeds/outbreaks.atom`);
    expect(feed.title).toBeTruthy();
    expect(feed.updated).toMatch(RFC3339);
    expect(feed.author.name).toBe('Outbreak Watch');
    expect(feed.link.some((l: Record<string, string>) => l['@rel'] === 'self')).toBe(true);
    expect(feed.entry.map((e: { id: string }) => e.id)).toEqual([
      `${PUBLIC_URL}/details/${ids.nigeria}`,
      `${PUBLIC_URL}/details/${ids.kenya}`,
    ]);
    for (const entry of feed.entry) {
      expect(entry.title).toBeTruthy();
      expect(entry.updated).toMatch(RFC3339);
      expect(entry.link[0]['@rel']).toBe('alternate');
    }
    // User text arrives as text: escaped, with characters XML cannot carry dropped.
    expect(feed.entry[0].summary['#text']).toContain('Traders say <b>"boil water"</b> & wait.');
    expect(response.body).not.toContain('<b>');
  });

  it('takes the list filters and answers 304 to an unchanged ETag', async () => {
    const kenyaOnly = parseXml((await get(`/api/feeds/outbreaks.atom?country_id=${kenya.id}`)).body);
    expect(kenyaOnly.feed.entry).toHaveLength(1);
    const first = await get('/api/feeds/outbreaks.atom');
    expect(first.headers['cache-control']).toContain('public');
    expect(
      (await get('/api/feeds/outbreaks.atom', { 'if-none-match': first.headers.etag as string })).statusCode,
    ).toBe(304);
    expect((await get('/api/feeds/outbreaks.atom?from=yesterday')).statusCode).toBe(400);
  });

  it('publishes each confirmed outbreak as a CAP 1.2 alert with values from the CAP lists', async () => {
    const response = await get(`/api/outbreaks/${ids.nigeria}/cap.xml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/cap+xml');
    const { alert } = parseXml(response.body);
    expect(alert['@xmlns']).toBe('urn:oasis:names:tc:emergency:cap:1.2');
    expect(alert.identifier).toBe(`outbreak-${ids.nigeria}`);
    expect(alert.sender).toBe('outbreak-watch@outbreaks.example.org');
    expect(alert.sent).toMatch(CAP_DATETIME);
    expect(alert.status).toBe('Actual');
    expect(alert.msgType).toBe('Alert');
    expect(alert.scope).toBe('Public');
    const info = alert.info;
    expect(info.category).toEqual(['Health']);
    expect(info.event).toBe('Cholera');
    expect(['Immediate', 'Expected', 'Future', 'Past', 'Unknown']).toContain(info.urgency);
    expect(info.urgency).toBe('Expected'); // investigating
    expect(['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown']).toContain(info.severity);
    expect(info.certainty).toBe('Observed');
    expect(info.area.areaDesc).toContain('Nigeria');
    expect(info.area.geocode[0]).toEqual({ valueName: 'ISO 3166-1 alpha-2', value: 'NG' });
    expect(info.web).toBe(`${PUBLIC_URL}/details/${ids.nigeria}`);
  });

  it('sends an Update that references the first alert after a status change', async () => {
    await t.app.db
      .updateTable('outbreaks')
      .set({ status: 'contained', updated_at: new Date().toISOString() })
      .where('id', '=', ids.kenya)
      .execute();
    const { alert } = parseXml((await get(`/api/outbreaks/${ids.kenya}/cap.xml`)).body);
    expect(alert.msgType).toBe('Update');
    expect(alert.identifier).not.toBe(`outbreak-${ids.kenya}`);
    const [sender, identifier, sent] = String(alert.references).split(',');
    expect(sender).toBe(alert.sender);
    expect(identifier).toBe(`outbreak-${ids.kenya}`);
    expect(sent).toMatch(CAP_DATETIME);
    expect(alert.info.urgency).toBe('Future');
  });

  it('does not publish a suspected report, and indexes the alerts in an Atom feed', async () => {
    expect((await get(`/api/outbreaks/${ids.suspected}/cap.xml`)).statusCode).toBe(404);
    expect((await get('/api/outbreaks/abc/cap.xml')).statusCode).toBe(400);
    const { feed } = parseXml((await get('/api/feeds/cap.atom')).body);
    expect(feed.entry).toHaveLength(2);
    for (const entry of feed.entry) {
      expect(entry.link[0]['@type']).toBe('application/cap+xml');
      expect(entry.link[0]['@href']).toMatch(/\/api\/outbreaks\/\d+\/cap\.xml$/);
    }
  });

  it('exports outbreaks as RFC 7946 GeoJSON, longitude first', async () => {
    const response = await get(`/api/outbreaks/export.geojson?country_id=${kenya.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/geo+json');
    const collection = response.json<{
      type: string;
      features: {
        type: string;
        id: number;
        geometry: { type: string; coordinates: number[] };
        properties: Record<string, unknown>;
      }[];
    }>();
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.map((f) => f.id).sort()).toEqual([ids.kenya, ids.suspected].sort());
    for (const feature of collection.features) {
      expect(feature.type).toBe('Feature');
      expect(feature.geometry.type).toBe('Point');
      expect(feature.geometry.coordinates).toEqual([kenya.longitude, kenya.latitude]);
      expect(feature.properties).not.toHaveProperty('reporter_email');
      expect(feature.properties).not.toHaveProperty('first_name');
    }
    const empty = (await get('/api/outbreaks/export.geojson?from=1990-01-01&to=1990-01-02')).json<{
      features: unknown[];
    }>();
    expect(empty.features).toEqual([]);
  });

  it("exports the map's countries as GeoJSON points with their aggregates", async () => {
    const response = await get('/api/map/countries.geojson');
    expect(response.statusCode).toBe(200);
    const collection = response.json<{
      type: string;
      features: {
        id: number;
        geometry: { coordinates: number[] };
        properties: { total_outbreaks: number; alpha3: string };
      }[];
    }>();
    expect(collection.type).toBe('FeatureCollection');
    const kenyaFeature = collection.features.find((f) => f.properties.alpha3 === 'KEN')!;
    expect(kenyaFeature.properties.total_outbreaks).toBe(2);
    expect(kenyaFeature.geometry.coordinates).toEqual([kenya.longitude, kenya.latitude]);
  });

  it('cancels the messages of a removed outbreak, in its CAP document and in the index', async () => {
    const db = t.app.db;
    const admin = (await signIn(t.app, await createUser(db, { role_id: ROLE.ADMIN }))).access_token;
    const remove = (id: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/outbreaks/${id}`,
        headers: bearer(admin),
        payload: { reason: 'Duplicate of an earlier report' },
      });
    const token = (await signIn(t.app, await createUser(db, { role_id: ROLE.REPORTER }))).access_token;
    const place = await placeIn('NGA', 'Cholera');
    const file = async (description: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/outbreaks',
          headers: bearer(token),
          payload: reportPayload(place, { description }),
        })
      ).json<Outbreak>().id;
    const [withdrawn, neverPublished] = [await file('Withdrawn later'), await file('Never published')];
    const confirmedAt = new Date(Date.now() - 120_000).toISOString();
    await db
      .updateTable('outbreaks')
      .set({
        confirmed: true,
        confirmed_at: confirmedAt,
        updated_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .where('id', '=', withdrawn)
      .execute();
    const last = parseXml((await get(`/api/outbreaks/${withdrawn}/cap.xml`)).body).alert;
    expect(last.msgType).toBe('Update');

    expect((await remove(withdrawn)).statusCode).toBe(204);
    expect((await remove(neverPublished)).statusCode).toBe(204);

    const response = await get(`/api/outbreaks/${withdrawn}/cap.xml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/cap+xml');
    const { alert } = parseXml(response.body);
    expect(alert.msgType).toBe('Cancel');
    expect(alert.sent).toMatch(CAP_DATETIME);
    expect(alert.identifier).not.toBe(last.identifier);
    const references = String(alert.references).split(' ');
    // The last message it had, and the first alert that one updated.
    expect(references).toEqual([String(last.references), `${last.sender},${last.identifier},${last.sent}`]);
    expect(alert.info.event).toBe('Cholera');
    expect(alert.info.area.areaDesc).toContain('Nigeria');
    expect(response.body).not.toContain('Duplicate of an earlier report');
    expect(response.body).not.toContain('Withdrawn later');
    // A suspected report was never published, so nothing is cancelled for it.
    expect((await get(`/api/outbreaks/${neverPublished}/cap.xml`)).statusCode).toBe(404);

    const index = parseXml((await get('/api/feeds/cap.atom')).body).feed;
    const cancel = index.entry.find((e: { link: Record<string, string>[] }) =>
      e.link[0]['@href'].endsWith(`/api/outbreaks/${withdrawn}/cap.xml`),
    );
    expect(cancel.id).toContain(alert.identifier);
    expect(cancel.category.map((c: Record<string, string>) => c['@term'])).toContain('Cancel');
    expect(index.entry[0]).toBe(cancel);
    expect(index.entry).toHaveLength(3);
    const kenyaOnly = parseXml((await get(`/api/feeds/cap.atom?country_id=${kenya.id}`)).body).feed;
    expect(kenyaOnly.entry).toHaveLength(1);
    const resolvedOnly = parseXml((await get('/api/feeds/cap.atom?status=resolved')).body).feed;
    expect(resolvedOnly.entry ?? []).toHaveLength(0);
  });
  it("writes the Atom feeds in the language asked for, or the reader's, with xml:lang", async () => {
    const french = await get('/api/feeds/outbreaks.atom?lang=fr');
    expect(french.statusCode).toBe(200);
    const { feed } = parseXml(french.body);
    expect(feed['@xml:lang']).toBe('fr');
    expect(feed.title).toBe('Outbreak Watch : flambées confirmées');
    const nigeria = feed.entry.find((e: { id: string }) => e.id.endsWith(`/details/${ids.nigeria}`));
    expect(nigeria.title).toMatch(/^Cholera – .*Nigeria$/);
    expect(nigeria.summary['#text']).toMatch(/^\d{4}-\d\d-\d\d : en cours d’investigation, gravité \S+\. /);
    expect(nigeria.summary['#text']).toMatch(/\d+ cas, \d+ décès ; R0 [\d,]+, taux d’attaque [\d,]+\u00a0%/);
    // The categories are the stored values, whatever the language.
    expect(nigeria.category.map((c: Record<string, string>) => c['@term'])).toContain('investigating');

    const byHeader = await get('/api/feeds/outbreaks.atom', { 'accept-language': 'ar, en;q=0.5' });
    expect(parseXml(byHeader.body).feed['@xml:lang']).toBe('ar');
    expect(parseXml(byHeader.body).feed.title).toBe('Outbreak Watch: الفاشيات المؤكدة');
    expect(byHeader.headers.vary).toContain('Accept-Language');
    expect(byHeader.headers.etag).not.toBe(french.headers.etag);
    // An address with its language does not vary with the reader's headers.
    expect(french.headers.vary).not.toContain('Accept-Language');
    const english = parseXml((await get('/api/feeds/outbreaks.atom')).body).feed;
    expect(english['@xml:lang']).toBe('en');
    expect(english.title).toBe('Outbreak Watch: confirmed outbreaks');

    const index = parseXml((await get('/api/feeds/cap.atom?lang=es')).body).feed;
    expect(index['@xml:lang']).toBe('es');
    expect(index.title).toBe('Outbreak Watch: alertas CAP de brotes confirmados');
    const withdrawn = index.entry.find((e: { summary: Record<string, string> }) =>
      e.summary['#text'].startsWith('Cancelación'),
    );
    expect(withdrawn.title).toMatch(/^Retirado: brote de Cholera en /);
    expect(withdrawn.category.map((c: Record<string, string>) => c['@term'])).toContain('Cancel');
  });

  it("writes a CAP alert's texts in French and keeps the values of the CAP lists", async () => {
    const english = parseXml((await get(`/api/outbreaks/${ids.nigeria}/cap.xml`)).body).alert;
    const response = await get(`/api/outbreaks/${ids.nigeria}/cap.xml?lang=fr`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/cap+xml');
    const { alert } = parseXml(response.body);
    const info = alert.info;
    expect(info.language).toBe('fr');
    expect(english.info.language).toBe('en-US');
    expect(info.headline).toMatch(/^Flambée de Cholera – .*Nigeria$/);
    expect(info.description).toMatch(/^Signalée le \d{4}-\d\d-\d\d ; statut en cours d’investigation\. /);
    expect(info.instruction).toBe('Suivez les consignes de votre autorité de santé publique.');
    // What the OASIS schema and the CAP lists define is the same in every language.
    for (const field of ['category', 'event', 'urgency', 'severity', 'certainty', 'effective', 'web']) {
      expect(info[field], field).toEqual(english.info[field]);
    }
    for (const field of ['identifier', 'sender', 'sent', 'status', 'msgType', 'scope']) {
      expect(alert[field], field).toEqual(english[field]);
    }
    expect(info.parameter).toEqual(english.info.parameter);
    expect(info.area).toEqual(english.info.area);

    const byHeader = parseXml(
      (await get(`/api/outbreaks/${ids.nigeria}/cap.xml`, { 'accept-language': 'zh-CN' })).body,
    ).alert;
    expect(byHeader.info.language).toBe('zh-Hans');
    expect(byHeader.info.headline).toMatch(/发生Cholera暴发$/);
  });

  it("refuses an unknown language, and answers failing requests in the reader's language", async () => {
    const unknown = await get('/api/feeds/outbreaks.atom?lang=xx');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorResponse>().message).toBe(
      'Language must be one of: en, fr, es, pt, ar, ru, zh.',
    );
    const french = { 'accept-language': 'fr-FR,fr;q=0.9' };
    const unknownInFrench = await get(`/api/outbreaks/${ids.nigeria}/cap.xml?lang=klingon`, french);
    expect(unknownInFrench.statusCode).toBe(400);
    expect(unknownInFrench.json<ErrorResponse>().message).toBe(
      'La langue doit être l’une des suivantes : en, fr, es, pt, ar, ru, zh.',
    );

    const missing = await get('/api/outbreaks/2147483000', french);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-language']).toBe('fr');
    expect(missing.json<ErrorResponse>().message).toBe('Flambée introuvable.');
    const badId = await get('/api/outbreaks/abc/cap.xml', french);
    expect(badId.statusCode).toBe(400);
    expect(badId.json<ErrorResponse>().message).toBe('L’identifiant doit être un nombre entier positif.');
    const badDate = await get('/api/feeds/outbreaks.atom?from=yesterday', french);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<ErrorResponse>().details?.[0]?.message).toBe(
      'Utilisez une date au format AAAA-MM-JJ.',
    );
    const suspected = await get(`/api/outbreaks/${ids.suspected}/cap.xml`, { 'accept-language': 'ru' });
    expect(suspected.json<ErrorResponse>().message).toBe('Вспышка не найдена.');
  });
});
