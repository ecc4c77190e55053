import { expect, type APIRequestContext } from '@playwright/test';
import { xsrfHeader } from './members';

/** The password of every demo account (the server loads the demo data into a new database). */
export const DEMO_PASSWORD = 'Demo-Outbreak-2026';

export const DEMO = {
  reporter: { email: 'reporter@demo.outbreak-watch.org', name: 'Lucía Fernández' },
  blogger: { email: 'blogger@demo.outbreak-watch.org', name: 'Tom Becker' },
  admin: { email: 'admin@demo.outbreak-watch.org' },
} as const;

/** At least this many outbreaks come with the demo data. */
export const DEMO_OUTBREAKS = 360;

export interface ListedOutbreak {
  id: number;
  date: string;
  disease_id: number;
  disease_name: string;
  country_id: number;
  country_name: string;
  state_name: string | null;
}

interface OutbreakPage {
  outbreaks: ListedOutbreak[];
  has_more: boolean;
}

/** A name no other test (or earlier run) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Signs in a demo account through the API; afterwards `request` carries the XSRF cookie and the returned headers. */
export async function apiHeaders(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  // Once the context holds an XSRF cookie (an earlier sign-in), the server wants it echoed.
  const login = await request.post('/api/login', {
    headers: await xsrfHeader(request),
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.status(), 'demo sign-in').toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${token}`, ...(await xsrfHeader(request)) };
}

async function countryId(request: APIRequestContext, name: string): Promise<number> {
  const countries = (await (await request.get('/api/countries')).json()) as { id: number; name: string }[];
  const country = countries.find((c) => c.name === name);
  if (!country) throw new Error(`no country named ${name}`);
  return country.id;
}

/**
 * Files a report as the demo reporter with a new disease of its own, and returns it. Dated in the past
 * by default, and never today: one journey expects its own report of today at the top of the feed.
 */
export async function createOutbreakByApi(
  request: APIRequestContext,
  options: { diseaseName: string; country: string; date?: string; headers?: Record<string, string> },
): Promise<ListedOutbreak> {
  // A journey filing several reports signs in once and passes the headers.
  const headers = options.headers ?? (await apiHeaders(request, DEMO.reporter.email));
  const created = await request.post('/api/outbreaks', {
    headers,
    data: {
      date: options.date ?? '2019-03-14',
      country_id: await countryId(request, options.country),
      state_id: null,
      state_name: null,
      city: null,
      disease_id: null,
      disease_name: options.diseaseName,
      disease_category: 'Test',
      disease_agent_type: 'virus',
      disease_description: null,
      description: 'Filed by the end-to-end journeys.',
      source: null,
      question_answers: { cases: 40, deaths: 2, population_at_risk: 4000, secondary_cases: 0.8 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as ListedOutbreak;
}

/** The demo admin confirms a report, as the verification queue's Confirm does. */
export async function confirmOutbreakByApi(request: APIRequestContext, id: number): Promise<void> {
  const headers = await apiHeaders(request, DEMO.admin.email);
  const confirmed = await request.put(`/api/admin/outbreaks/${id}/confirm`, { headers });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** Every outbreak id the list serves now, walking the pages of the largest size. */
export async function outbreakIds(request: APIRequestContext): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; page < 100; page++) {
    const response = await request.get(`/api/outbreaks?page=${page}&limit=100`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as OutbreakPage;
    for (const outbreak of body.outbreaks) ids.add(outbreak.id);
    if (!body.has_more) break;
  }
  return ids;
}

/** RFC 4180 records: quoted cells may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}
