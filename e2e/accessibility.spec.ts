import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './outbreak-api';
import { axeViolations } from './axe';

const WIDTHS = [1280, 375] as const;

const VISITOR_ROUTES = [
  '/',
  '/reports',
  '/map',
  '/analysis',
  '/signals',
  '/information',
  '/contact',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
];
const MEMBER_ROUTES = ['/reports/add', '/profile/me', '/notifications'];
const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/outbreaks',
  '/admin/moderation',
  '/admin/settings',
  '/admin/audit',
  '/admin/alerts',
  '/admin/users',
  '/admin/titles',
  '/admin/titles/create',
  '/admin/affiliations',
  '/admin/affiliations/create',
  '/admin/qualifications',
  '/admin/qualifications/create',
  '/admin/questions',
];

/** A signal's own page, when the demo data has a current signal (it usually has several). */
async function signalRoutes(request: APIRequestContext): Promise<string[]> {
  const { signals } = (await (await request.get('/api/signals')).json()) as { signals: { id: number }[] };
  return signals.slice(0, 1).map((signal) => `/signals/${signal.id}`);
}

/** Every route at one width in one theme: the axe violations found, as "route @width: rule (nodes)". */
async function violations(
  browser: Browser,
  view: { colorScheme: 'light' | 'dark'; width: (typeof WIDTHS)[number] },
  routes: string[],
  signInAs?: string,
): Promise<string[]> {
  const { colorScheme, width } = view;
  const found: string[] = [];
  const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (signInAs) {
    await page.goto('/auth/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email address').fill(signInAs);
    await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
  }
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Lazy parts (maps, charts, lists) settle before the check.
    await page.waitForLoadState('networkidle');
    for (const violation of await axeViolations(page)) found.push(`${route} @${width}: ${violation}`);
  }
  await context.close();
  return found;
}

// One test per theme and width, so that each stays short and they run side by side.
test.describe('accessibility (WCAG 2.1 AA, axe) of every route a visitor, a reporter and an admin opens', () => {
  for (const [colorScheme, width] of (['light', 'dark'] as const).flatMap((scheme) =>
    WIDTHS.map((w) => [scheme, w] as const),
  )) {
    const view = { colorScheme, width };
    test(`every visitor page at ${width} px in ${colorScheme} mode`, async ({ browser, request }) => {
      // About twenty-five pages, each loaded and checked whole: 2–2.5 minutes on a busy two-core machine.
      test.setTimeout(240_000);
      const list = (await (await request.get('/api/outbreaks?limit=1')).json()) as {
        outbreaks: { id: number; disease_id: number }[];
      };
      const routes = [
        ...VISITOR_ROUTES,
        `/details/${list.outbreaks[0].id}`,
        `/diseases/${list.outbreaks[0].disease_id}`,
        ...(await signalRoutes(request)),
      ];
      expect(await violations(browser, view, routes)).toEqual([]);
    });

    test(`a reporter's pages at ${width} px in ${colorScheme} mode`, async ({ browser }) => {
      test.setTimeout(90_000);
      expect(await violations(browser, view, MEMBER_ROUTES, DEMO.reporter.email)).toEqual([]);
    });

    test(`every admin screen at ${width} px in ${colorScheme} mode`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const list = (await (await request.get('/api/outbreaks?limit=1')).json()) as {
        outbreaks: { id: number }[];
      };
      // A signal's page carries the triage form for admins.
      const routes = [
        ...ADMIN_ROUTES,
        `/admin/outbreaks/${list.outbreaks[0].id}`,
        ...(await signalRoutes(request)),
      ];
      expect(await violations(browser, view, routes, DEMO.admin.email)).toEqual([]);
    });
  }
});
