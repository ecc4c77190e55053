import { existsSync } from 'node:fs';
import { SITUATION_MESSAGES, todayUtc, type SituationResponse } from '@outbreak-watch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_CHROMIUM } from '../../config.js';
import { WEB_DIST_DIR } from '../../plugins/web.js';
import { insertOutbreakRows, seeded } from '../../test/factories.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, DATABASE_KINDS, listenOnFreePort, type TestApp } from '../../test/test-app.js';
import { rebuildOutbreakStats } from '../stats/outbreak-stats.js';

const hasChromium = existsSync(SYSTEM_CHROMIUM);
const hasWebBuild = existsSync(`${WEB_DIST_DIR}/index.html`);

describe.each(DATABASE_KINDS)('situation report PDF on %s', (kind) => {
  describe('without Chromium', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { chromiumPath: '/nonexistent/chromium' });
    });
    afterAll(() => t.close());

    it('says PDFs are unavailable, and answers 503 with how to print instead', async () => {
      const report = await t.app.inject({ method: 'GET', url: '/api/situation' });
      expect(report.json<SituationResponse>().pdf_available).toBe(false);
      const pdf = await t.app.inject({ method: 'GET', url: '/api/situation.pdf' });
      expect(pdf.statusCode).toBe(503);
      expect(pdf.json<{ message: string }>().message).toBe(SITUATION_MESSAGES.pdfUnavailable);
      const french = await t.app.inject({
        method: 'GET',
        url: '/api/situation.pdf',
        headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      });
      expect(french.statusCode).toBe(503);
      expect(french.json<{ message: string }>().message).toMatch(
        /^Le téléchargement en PDF n’est pas disponible sur ce serveur\./,
      );
    });

    it('refuses bad input with a 400 before any render', async () => {
      const pdf = await t.app.inject({
        method: 'GET',
        url: '/api/situation.pdf?from=2026-03-01&to=2026-02-01',
      });
      expect(pdf.statusCode).toBe(400);
    });
  });

  // The title says why when the block is skipped.
  const missing = !hasChromium
    ? `no ${SYSTEM_CHROMIUM}`
    : !hasWebBuild
      ? 'no web build; run npm run build'
      : null;
  describe.skipIf(missing !== null)(
    missing === null ? 'with Chromium' : `with Chromium (skipped: ${missing})`,
    () => {
      let t: TestApp;
      let kenya: number;
      beforeAll(async () => {
        t = await createTestApp(
          kind,
          { chromiumPath: SYSTEM_CHROMIUM, mapTileUrl: null },
          { webDir: WEB_DIST_DIR },
        );
        kenya = await seeded.countryId(t.app.db, 'KEN');
        const disease_id = await seeded.diseaseId(t.app.db, 'Cholera');
        await insertOutbreakRows(t.app.db, { country_id: kenya, disease_id }, [
          { date: todayUtc(), cases: 4321, deaths: 17, confirmed: true },
        ]);
        await rebuildOutbreakStats(t.app.db);
        await listenOnFreePort(t.app);
      });
      afterAll(() => t.close());

      it('renders the report page to a PDF that carries its figures', { timeout: 90_000 }, async () => {
        const response = await t.app.inject({ method: 'GET', url: `/api/situation.pdf?country_id=${kenya}` });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toMatch(
          /^attachment; filename="situation-report-.*\.pdf"$/,
        );
        const pdf = response.rawPayload;
        expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
        // Letters of a word may be shown apart (kerning): compare without spaces.
        const text = pdfText(pdf).replace(/\s+/g, '');
        expect(text).toContain('Situationreport:AlldiseasesinKenya');
        expect(text).toContain('Cases4,321');
        expect(text).toContain('Deaths17');
        // The curve is drawn before the page is printed: its axis is there.
        expect(text).toContain('Week(ISO)');
      });

      it('renders the report in the reader’s language', { timeout: 90_000 }, async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/situation.pdf?country_id=${kenya}`,
          headers: { 'accept-language': 'fr' },
        });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
        const text = pdfText(response.rawPayload).replace(/\s+/g, '');
        expect(text).toContain('Rapportdesituation:Touteslesmaladies');
        expect(text).toContain('Cas4321');
        expect(text).toContain('Décès17');
      });

      it('renders one report at a time', { timeout: 90_000 }, async () => {
        const [first, second] = await Promise.all([
          t.app.inject({ method: 'GET', url: `/api/situation.pdf?country_id=${kenya}` }),
          t.app.inject({ method: 'GET', url: `/api/situation.pdf?country_id=${kenya}` }),
        ]);
        expect([first.statusCode, second.statusCode].sort()).toEqual([200, 429]);
      });
    },
  );
});
