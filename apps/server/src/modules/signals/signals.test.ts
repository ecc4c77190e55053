import {
  addDays,
  isoWeekStart,
  SIGNAL_SETTINGS,
  todayUtc,
  type SignalDetail,
  type SignalListResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOutbreakRows, seeded } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { rebuildOutbreakStats } from '../stats/outbreak-stats.js';
import { AlarmCache } from './alarm-cache.js';
import { recomputeSignals } from './signals.service.js';

describe.each(DATABASE_KINDS)('signals on %s', (kind) => {
  let t: TestApp;
  let nigeria: number;
  let cholera: number;
  let ghana: number;
  let uganda: number;
  let dengue: number;
  const thisWeek = isoWeekStart(todayUtc());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** Reports per week, the last count in the current week. */
  const insertWeeklyReports = (place: { country_id: number; disease_id: number }, counts: number[]) =>
    insertOutbreakRows(
      t.app.db,
      place,
      counts.flatMap((count, i) => {
        const monday = addDays(thisWeek, -7 * (counts.length - 1 - i));
        return Array.from({ length: count }, () => ({ date: monday, cases: 20 }));
      }),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    nigeria = await seeded.countryId(t.app.db, 'NGA');
    cholera = await seeded.diseaseId(t.app.db, 'Cholera');
    // Two years of a steady one to three reports a week, then fifteen in the current week.
    const rows: { date: string; cases: number }[] = [];
    for (let week = 1; week <= 2 * 52; week += 1) {
      const monday = addDays(thisWeek, -7 * week);
      for (let i = 0; i < 1 + (week % 3); i += 1)
        rows.push({ date: addDays(monday, i), cases: 20 + (week % 5) });
    }
    for (let i = 0; i < 15; i += 1) rows.push({ date: thisWeek, cases: 40 });
    await insertOutbreakRows(t.app.db, { country_id: nigeria, disease_id: cholera }, rows);
    // Six years of three to five dengue reports a week in Ghana and Uganda; Ghana then has 16 this week.
    ghana = await seeded.countryId(t.app.db, 'GHA');
    uganda = await seeded.countryId(t.app.db, 'UGA');
    dengue = await seeded.diseaseId(t.app.db, 'Dengue');
    const steady = Array.from({ length: 6 * 52 }, (_, week) => 3 + (week % 3));
    await insertWeeklyReports({ country_id: ghana, disease_id: dengue }, [...steady, 16]);
    await insertWeeklyReports({ country_id: uganda, disease_id: dengue }, [...steady, 4]);
    await rebuildOutbreakStats(t.app.db);
    await recomputeSignals(t.app.db);
  });
  afterAll(() => t.close());

  it('lists the jump in the current week once, with every method and measure that flags it', async () => {
    const response = await get('/api/signals');
    expect(response.statusCode).toBe(200);
    const { signals } = response.json<SignalListResponse>();
    const jump = signals.filter((s) => s.country_id === nigeria && s.disease_id === cholera);
    // One signal for the series-week, however many methods and measures flag it.
    expect(jump).toHaveLength(1);
    const [signal] = jump;
    expect(signal.week_start).toBe(thisWeek);
    expect(signal.country_name).toBe('Nigeria');
    expect(signal.disease_name).toBe('Cholera');
    expect(signal.status).toBe('new');
    // C3 also needs the weeks before to be raised (its threshold adds their statistics), so one jump
    // week is a C1 and C2 signal, on reports and on cases.
    const methods = signal.methods.map((m) => `${m.algorithm}/${m.measure}`).sort();
    expect(methods).toEqual(['ears_c1/cases', 'ears_c1/reports', 'ears_c2/cases', 'ears_c2/reports']);
    // The reference (the chart's method) is the largest excess, listed first.
    expect(signal.reference).toEqual(signal.methods[0]);
    expect(Math.max(...signal.methods.map((m) => m.exceedance))).toBe(signal.reference!.exceedance);
    const reports = signal.methods.filter((m) => m.measure === 'reports');
    for (const method of reports) {
      expect(method.observed).toBe(15);
      expect(method.threshold).toBeLessThan(15);
      expect(method.exceedance).toBeGreaterThan(0);
    }
    // Series-weeks are unique in the list; the country's and the disease's own series jump too, and the
    // list is ranked by the reference's excess.
    expect(new Set(signals.map((s) => `${s.country_id}|${s.disease_id}|${s.week_start}`)).size).toBe(
      signals.length,
    );
    expect(signals.some((s) => s.country_id === nigeria && s.disease_id === null)).toBe(true);
    const exceedances = signals.map((s) => s.reference!.exceedance);
    expect(exceedances).toEqual([...exceedances].sort((a, b) => b - a));
  });

  it('finds a jump after years of steady reports with the Farrington method, and nothing in a steady series', async () => {
    const response = await get(`/api/signals?algorithm=farrington&disease_id=${dengue}`);
    expect(response.statusCode).toBe(200);
    const { signals } = response.json<SignalListResponse>();
    const signal = signals.find((s) => s.country_id === ghana && s.disease_id === dengue);
    expect(signal?.week_start).toBe(thisWeek);
    const jump = signal!.methods.find((m) => m.algorithm === 'farrington' && m.measure === 'reports');
    expect(jump).toMatchObject({ algorithm: 'farrington', observed: 16 });
    // A negative binomial quantile: a whole number, above the usual three to five reports.
    expect(Number.isInteger(jump!.threshold)).toBe(true);
    expect(jump!.threshold).toBeGreaterThanOrEqual(5);
    expect(jump!.threshold).toBeLessThan(16);
    expect(jump!.expected).toBeGreaterThan(3);
    expect(jump!.expected).toBeLessThan(5);
    expect(signals.filter((s) => s.country_id === uganda)).toEqual([]);
    // Two years of history are too few for it: the cholera jump is an EARS signal only.
    const cholera = (
      await get(`/api/signals?algorithm=farrington&country_id=${nigeria}`)
    ).json<SignalListResponse>();
    expect(cholera.signals).toEqual([]);

    // Its page charts the weeks around it by its reference method.
    const detail = (await get(`/api/signals/${signal!.id}`)).json<SignalDetail>();
    expect(detail.series).toHaveLength(SIGNAL_SETTINGS.chartWeeksBefore + 1);
    const reference = detail.signal.reference!;
    expect(detail.series.at(-1)).toMatchObject({
      week_start: thisWeek,
      observed: reference.observed,
      alarm: true,
      threshold: reference.threshold,
    });
    expect(detail.series.slice(0, -1).every((p) => !p.alarm)).toBe(true);
  });

  it('narrows by country, disease, algorithm and week', async () => {
    const only = (
      await get(`/api/signals?algorithm=ears_c1&country_id=${nigeria}&disease_id=${cholera}`)
    ).json<SignalListResponse>();
    expect(only.signals.length).toBeGreaterThan(0);
    expect(
      only.signals.every((s) => s.methods.some((m) => m.algorithm === 'ears_c1') && s.country_id === nigeria),
    ).toBe(true);
    // A method filter keeps the rows it is among, with all their methods.
    expect(only.signals[0].methods.map((m) => m.algorithm)).toContain('ears_c2');
    const kenya = await seeded.countryId(t.app.db, 'KEN');
    expect((await get(`/api/signals?country_id=${kenya}`)).json<SignalListResponse>().signals).toEqual([]);
    const future = addDays(thisWeek, 7);
    expect((await get(`/api/signals?since=${future}`)).json<SignalListResponse>().signals).toEqual([]);
  });

  it("gives a signal's chart and the reports behind it", async () => {
    const { signals } = (
      await get(`/api/signals?algorithm=ears_c2&country_id=${nigeria}&disease_id=${cholera}&measure=reports`)
    ).json<SignalListResponse>();
    const detail = (await get(`/api/signals/${signals[0].id}`)).json<SignalDetail>();
    expect(detail.signal.id).toBe(signals[0].id);
    expect(detail.series).toHaveLength(SIGNAL_SETTINGS.chartWeeksBefore + 1);
    expect(detail.series.at(-1)).toMatchObject({ week_start: thisWeek, alarm: true });
    expect(detail.series.slice(0, -1).every((p) => p.threshold !== null && !p.alarm)).toBe(true);
    expect(detail.triage).toEqual({
      status: 'new',
      reason: null,
      triaged_at: null,
      triaged_by: null,
      outbreaks: [],
    });
    expect(detail.reports).toHaveLength(15);
    expect(detail.reports.every((r) => r.date === thisWeek && r.country_name === 'Nigeria')).toBe(true);
  });

  it('recomputes without duplicating, keeps each signal’s id, and refuses bad input', async () => {
    const before = (await get('/api/signals')).json<SignalListResponse>().signals;
    await recomputeSignals(t.app.db);
    const after = (await get('/api/signals')).json<SignalListResponse>().signals;
    expect(after).toHaveLength(before.length);
    // A chosen signal (?signal=ID, a link in a mail) survives the runner's next pass.
    const idsOf = (signals: SignalListResponse['signals']) =>
      signals.map((signal) => [signal.id, signal.detected_at]).sort();
    expect(idsOf(after)).toEqual(idsOf(before));
    expect((await get(`/api/signals/${before[0].id}`)).statusCode).toBe(200);
    expect((await get('/api/signals?algorithm=magic')).statusCode).toBe(400);
    expect((await get('/api/signals?algorithm=Farrington')).statusCode).toBe(400);
    expect((await get('/api/signals?since=last-week')).statusCode).toBe(400);
    expect((await get('/api/signals/0')).statusCode).toBe(400);
    expect((await get('/api/signals/999999')).statusCode).toBe(404);
  });

  it('reuses the alarms of unchanged series between runs, and sees a series change', async () => {
    const cache = new AlarmCache();
    const first = await recomputeSignals(t.app.db, { cache });
    expect(await recomputeSignals(t.app.db, { cache })).toEqual(first);
    // Twelve more reports in Uganda this week: 16 after years of three to five.
    await insertWeeklyReports({ country_id: uganda, disease_id: dengue }, [12]);
    await rebuildOutbreakStats(t.app.db);
    await recomputeSignals(t.app.db, { cache });
    const { signals } = (
      await get(`/api/signals?algorithm=farrington&country_id=${uganda}&measure=reports`)
    ).json<SignalListResponse>();
    const farrington = signals.map((s) => [
      s.disease_id,
      s.week_start,
      s.methods.find((m) => m.algorithm === 'farrington' && m.measure === 'reports')?.observed,
    ]);
    expect(farrington).toContainEqual([dengue, thisWeek, 16]);
  });
});
