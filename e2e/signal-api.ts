import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './outbreak-api';

/** Reports per week, from eleven weeks ago to two weeks ago, before the jump. */
const HISTORY = [1, 0, 1, 1, 0, 1, 1, 0, 1, 1];
/** Reports in last week. */
export const JUMP = 6;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Plants a signal: a disease of its own in `country`, reported about once a week for ten weeks and then
 * six times in one week (every detection method flags that week, for reports and cases). Files the
 * reports as the demo reporter (one session) and returns the new disease's id.
 */
export async function plantSignal(
  request: APIRequestContext,
  disease: string,
  country: string,
): Promise<number> {
  const login = await request.post('/api/login', {
    data: { email: DEMO.reporter.email, password: DEMO_PASSWORD },
  });
  expect(login.status(), 'demo sign-in').toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf };
  const countries = (await (await request.get('/api/countries')).json()) as { id: number; name: string }[];
  const countryId = countries.find((c) => c.name === country)!.id;

  // Last week holds the jump: the current week may have begun today, and today's reports belong to
  // another journey.
  const dates = [
    ...HISTORY.flatMap((count, i) => Array<string>(count).fill(daysAgo(7 * (HISTORY.length + 1 - i)))),
    ...Array<string>(JUMP).fill(daysAgo(7)),
  ];
  let diseaseId: number | null = null;
  for (const [i, date] of dates.entries()) {
    const created: APIResponse = await request.post('/api/outbreaks', {
      headers,
      data: {
        date,
        country_id: countryId,
        state_id: null,
        state_name: null,
        city: null,
        disease_id: diseaseId,
        disease_name: diseaseId === null ? disease : null,
        disease_category: diseaseId === null ? 'Test' : null,
        disease_agent_type: diseaseId === null ? 'virus' : null,
        disease_description: null,
        // Each a report of its own, past the possible-duplicates warning.
        description: `Filed by the signals journey (${i + 1}).`,
        source: null,
        question_answers: { cases: 40, deaths: 2, population_at_risk: 4000, secondary_cases: 0.8 },
        submit_anyway: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    diseaseId ??= ((await created.json()) as { disease_id: number }).disease_id;
  }
  return diseaseId!;
}

/** Waits for the background detection to flag the planted disease, and returns its signal's id. */
export async function plantedSignalId(request: APIRequestContext, diseaseId: number): Promise<number> {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/signals?disease_id=${diseaseId}`);
        const { signals } = (await response.json()) as {
          signals: { id: number; country_id: number | null }[];
        };
        id = signals.find((signal) => signal.country_id !== null)?.id;
        return id;
      },
      { message: 'the background detection finds the planted rise', timeout: 60_000, intervals: [2_000] },
    )
    .toBeDefined();
  return id!;
}
