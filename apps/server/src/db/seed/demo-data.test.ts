import { addDays, isoWeekStart, type SignalListResponse } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeSignals } from '../../modules/signals/signals.service.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app.js';
import { signIn } from '../../test/factories.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loadDemoData } from './demo-data.js';

describe.each(DATABASE_KINDS)('demo data on %s', (kind) => {
  let t: TestApp;
  const today = new Date('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('loads flagged accounts, outbreaks over two years and comments, once', async () => {
    const first = await loadDemoData(t.app.db, { today, outbreaks: 120 });
    expect(first).toMatchObject({ loaded: true, outbreaks: 120 });
    expect(first.comments).toBeGreaterThan(20);
    expect(await loadDemoData(t.app.db, { today })).toMatchObject({ loaded: false });

    const outbreaks = await t.app.db.selectFrom('outbreaks').selectAll().execute();
    expect(outbreaks).toHaveLength(120);
    expect(outbreaks.every((o) => o.is_demo)).toBe(true);
    const dates = outbreaks.map((o) => o.date).sort();
    expect(dates[0] >= '2024-11-22').toBe(true);
    expect(dates[dates.length - 1] <= '2026-11-21').toBe(true);
    expect(new Set(outbreaks.map((o) => o.country_id)).size).toBeGreaterThan(30);
    for (const o of outbreaks) {
      expect(o.deaths).toBeLessThanOrEqual(o.cases);
      expect(o.cases).toBeLessThanOrEqual(o.population_at_risk);
      expect(o.severity_score).toBeGreaterThanOrEqual(0);
      expect(o.severity_score).toBeLessThanOrEqual(100);
    }
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json<{ demo: boolean }>().demo).toBe(true);
  });

  it('has an emerging cluster that is a current signal past the alarm minimum', async () => {
    const day = today.toISOString().slice(0, 10);
    await recomputeSignals(t.app.db, { today: day });
    const lastWeek = addDays(isoWeekStart(day), -7);
    const response = await t.app.inject({ method: 'GET', url: `/api/signals?since=${lastWeek}` });
    const cluster = response
      .json<SignalListResponse>()
      .signals.filter(
        (s) => s.country_name === 'Democratic Republic of the Congo' && s.disease_name === 'Cholera',
      );
    expect(cluster).toHaveLength(1);
    expect(cluster[0]).toMatchObject({ week_start: lastWeek, status: 'new' });
    expect(cluster[0].methods.find((m) => m.measure === 'reports')?.observed).toBeGreaterThanOrEqual(6);
  });

  it('lets every demo account sign in with the documented password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const session = await signIn(t.app, { email: account.email, password: DEMO_PASSWORD });
      expect(session.user).toMatchObject({ role_id: account.role_id, is_verified: true });
    }
  });

  it('is the same data every time for the same day', async () => {
    const other = await createTestApp(kind);
    try {
      await loadDemoData(other.app.db, { today, outbreaks: 120 });
      const pick = (db: TestApp['app']['db']) =>
        db
          .selectFrom('outbreaks')
          .select(['date', 'cases', 'deaths', 'country_id', 'disease_id'])
          .orderBy('id')
          .execute();
      expect(await pick(other.app.db)).toEqual(await pick(t.app.db));
    } finally {
      await other.close();
    }
  });
});
