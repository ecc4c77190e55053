import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { DEFAULT_LOCALE, languageTag, type Locale } from '@outbreak-watch/domain';
import type { FastifyInstance } from 'fastify';

/** The longest a render may take, from starting Chromium to the last page. */
export const PDF_RENDER_TIMEOUT_MS = 30_000;

/** How long the curve, the map and their tiles may take after the figures are on the page. */
const SETTLE_TIMEOUT_MS = 15_000;

/** Run in the page: nothing of the report is loading, and the epidemic curve is drawn or says why not. */
const REPORT_SETTLED = `(() => {
  const report = document.querySelector('[data-situation-report]');
  const curve = document.querySelector('section[aria-labelledby="epidemic-curve"]');
  return Boolean(report && !report.querySelector('[role="status"]') && curve &&
    curve.querySelector('svg.recharts-surface, p, [role="alert"]'));
})()`;

export type PdfOutcome =
  | { kind: 'pdf'; pdf: Buffer }
  | { kind: 'unavailable' }
  | { kind: 'busy' }
  | { kind: 'failed'; error: unknown };

/** Whether a Chromium is configured and present on this machine. */
export function pdfAvailable(chromiumPath: string | null): chromiumPath is string {
  return chromiumPath !== null && existsSync(chromiumPath);
}

/** The address this server listens on, as the renderer asks it for the report page. */
export function ownOrigin(app: FastifyInstance): string | null {
  const address: AddressInfo | string | null = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Renders the app's own situation report page (`/situation?…&print=1`) to PDF in headless Chromium:
 * one render at a time (a second asks again later), each bounded by PDF_RENDER_TIMEOUT_MS.
 */
export class SituationPdfRenderer {
  #busy = false;

  constructor(private readonly chromiumPath: string | null) {}

  get available(): boolean {
    return pdfAvailable(this.chromiumPath);
  }

  /** `locale` is the reader's: the page is rendered in their language, as the browser would show it. */
  async render(
    origin: string,
    search: URLSearchParams,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<PdfOutcome> {
    if (!pdfAvailable(this.chromiumPath)) return { kind: 'unavailable' };
    if (this.#busy) return { kind: 'busy' };
    this.#busy = true;
    try {
      const params = new URLSearchParams(search);
      params.set('print', '1');
      const pdf = await withTimeout(
        this.#print(this.chromiumPath, `${origin}/situation?${params.toString()}`, locale),
      );
      return { kind: 'pdf', pdf };
    } catch (error) {
      return { kind: 'failed', error };
    } finally {
      this.#busy = false;
    }
  }

  async #print(executablePath: string, url: string, locale: Locale): Promise<Buffer> {
    // Loaded on the first render only: a server that never prints never loads it.
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox'],
      timeout: PDF_RENDER_TIMEOUT_MS,
    });
    try {
      // The page takes its language from the browser's, as a visitor's first visit does.
      const page = await browser.newPage({
        viewport: { width: 1024, height: 1400 },
        locale: languageTag(locale),
      });
      await page.emulateMedia({ media: 'print', colorScheme: 'light' });
      await page.goto(url, { waitUntil: 'load', timeout: PDF_RENDER_TIMEOUT_MS });
      await page.waitForSelector('[data-report-ready="true"]', { timeout: PDF_RENDER_TIMEOUT_MS });
      // The curve and the map arrive after the figures: wait until no part of the report is loading and
      // the curve is drawn (or says it is empty). A part that never arrives prints as it is.
      await page
        .waitForFunction(REPORT_SETTLED, undefined, { timeout: SETTLE_TIMEOUT_MS, polling: 200 })
        .catch(() => undefined);
      await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
      return await page.pdf({
        format: 'A4',
        printBackground: true,
        tagged: true,
        margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' },
      });
    } finally {
      await browser.close();
    }
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('PDF render timed out')), PDF_RENDER_TIMEOUT_MS + 5_000);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
