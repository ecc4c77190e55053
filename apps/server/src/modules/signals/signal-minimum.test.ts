import {
  addDays,
  DEFAULT_SIGNAL_ALARM_RULES,
  isoWeekStart,
  NO_SIGNAL_ALARM_MINIMUM,
  todayUtc,
  type SignalListResponse,
} from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { insertOutbreakRows, seeded } from '../../test/factories.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { rebuildOutbreakStats } from '../stats/outbreak-stats.js';
import { recomputeSignals } from './signals.service.js';

describe('the alarm minimum setting', () => {
  const env = {
    DATA_DIR: '/tmp/ow-config-test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  };

  it('defaults to three and a baseline that is not all zeros, and can be changed', () => {
    expect(loadConfig(env).signalAlarmRules).toEqual(DEFAULT_SIGNAL_ALARM_RULES);
    expect(DEFAULT_SIGNAL_ALARM_RULES).toEqual({ minimumCount: 3, nonZeroBaseline: true });
    expect(
      loadConfig({ ...env, SIGNAL_MIN_COUNT: '5', SIGNAL_NONZERO_BASELINE: 'false' }).signalAlarmRules,
    ).toEqual({ minimumCount: 5, nonZeroBaseline: false });
  });

  it('refuses what is not a count', () => {
    for (const value of ['three', '-1', '2.5'])
      expect(() => loadConfig({ ...env, SIGNAL_MIN_COUNT: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, SIGNAL_NONZERO_BASELINE: 'maybe' })).toThrow(/SIGNAL_NONZERO_BASELINE/);
  });
});

describe.each(DATABASE_KINDS)('the alarm minimum and confirmed reports on %s', (kind) => {
  let t: TestApp;
  let peru: number;
  let chile: number;
  let bolivia: number;
  let ecuador: number;
  let paraguay: number;
  let zika: number;
  const thisWeek = isoWeekStart(todayUtc());
  const list = async (query = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/signals${query}` })).json<SignalListResponse>().signals;
  const countryIds = (signals: SignalListResponse['signals']) =>
    new Set(signals.filter((s) => s.disease_id === zika && s.country_id !== null).map((s) => s.country_id));

  /** Reports per week, the last in the current week; `confirmed` for every report when asked. */
  const plant = (
    countryId: number,
    counts: number[],
    overrides: { cases?: number; confirmed?: boolean } = {},
  ) =>
    insertOutbreakRows(
      t.app.db,
      { country_id: countryId, disease_id: zika },
      counts.flatMap((count, i) =>
        Array.from({ length: count }, () => ({
          date: addDays(thisWeek, -7 * (counts.length - 1 - i)),
          cases: overrides.cases ?? 1,
          confirmed: overrides.confirmed ?? false,
        })),
      ),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    zika = await seeded.diseaseId(t.app.db, 'Zika virus disease');
    peru = await seeded.countryId(t.app.db, 'PER');
    chile = await seeded.countryId(t.app.db, 'CHL');
    bolivia = await seeded.countryId(t.app.db, 'BOL');
    ecuador = await seeded.countryId(t.app.db, 'ECU');
    paraguay = await seeded.countryId(t.app.db, 'PRY');
    // Peru: one report (one case) after eleven silent weeks and an old report that starts the series.
    await plant(peru, [1, ...Array<number>(11).fill(0), 1]);
    // Chile: two reports (two cases) after weeks of one now and then: below the minimum of three.
    await plant(chile, [1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 2]);
    // Bolivia: a jump of unconfirmed reports over a confirmed history.
    await plant(bolivia, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0], { confirmed: true, cases: 5 });
    await plant(bolivia, [9], { cases: 5 });
    // Ecuador: the same jump, confirmed.
    await plant(ecuador, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 9], { confirmed: true, cases: 5 });
    // Paraguay: a report of one case a week, then one report of 500 cases.
    await plant(paraguay, [...Array<number>(12).fill(1), 0]);
    await plant(paraguay, [1], { cases: 500 });
    await rebuildOutbreakStats(t.app.db);
  });
  afterAll(() => t.close());

  it('raises no EARS alarm on one report after an all-zero baseline, nor on fewer reports than the minimum (of many cases or few)', async () => {
    // Without the minimum, both weeks cross an EARS threshold: the rule is what stops them.
    await recomputeSignals(t.app.db, { rules: NO_SIGNAL_ALARM_MINIMUM });
    const raw = await list(`?disease_id=${zika}`);
    expect(countryIds(raw)).toEqual(new Set([peru, chile, bolivia, ecuador, paraguay]));
    const peruRaw = raw.find((s) => s.country_id === peru)!;
    expect(peruRaw.methods.every((m) => m.expected === 0 && m.observed === 1)).toBe(true);

    // One report of many cases is a cases alarm without the minimum, and one report with it.
    const paraguayRaw = raw.find((s) => s.country_id === paraguay)!;
    expect(paraguayRaw.methods.map((m) => m.measure)).toContain('cases');

    await recomputeSignals(t.app.db, { rules: t.config.signalAlarmRules });
    expect(countryIds(await list(`?disease_id=${zika}`))).toEqual(new Set([bolivia, ecuador]));
  });

  it('follows a configured minimum', async () => {
    // Two is enough for Chile's week once the minimum is two; Peru's baseline is still all zeros.
    await recomputeSignals(t.app.db, { rules: { minimumCount: 2, nonZeroBaseline: true } });
    expect(countryIds(await list(`?disease_id=${zika}`))).toEqual(new Set([chile, bolivia, ecuador]));
    await recomputeSignals(t.app.db, { rules: { minimumCount: 1, nonZeroBaseline: false } });
    expect(countryIds(await list(`?disease_id=${zika}`))).toContain(peru);
    await recomputeSignals(t.app.db, { rules: t.config.signalAlarmRules });
  });

  it('lists with confirmed=true only the signals of confirmed reports', async () => {
    expect(countryIds(await list(`?disease_id=${zika}&confirmed=true`))).toEqual(new Set([ecuador]));
    expect(countryIds(await list(`?disease_id=${zika}&confirmed=false`))).toEqual(
      new Set([bolivia, ecuador]),
    );
    const [ecuadorSignal] = (await list(`?country_id=${ecuador}&disease_id=${zika}&confirmed=true`)).filter(
      (s) => s.disease_id === zika,
    );
    expect(ecuadorSignal.reference).toMatchObject({ observed: expect.any(Number) as number });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/signals/${ecuadorSignal.id}?confirmed=true`,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ reports: { confirmed: boolean }[] }>().reports.every((r) => r.confirmed)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/signals?confirmed=yes' })).statusCode).toBe(400);
  });
});
