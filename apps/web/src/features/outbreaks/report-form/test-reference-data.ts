import type { AssessmentQuestion, Country, Disease, Outbreak, State } from '@outbreak-watch/domain';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/server';

function country(id: number, name: string, alpha2: string): Country {
  return {
    id,
    name,
    alpha2,
    alpha3: `${alpha2}X`,
    numeric_code: String(id).padStart(3, '0'),
    region: null,
    latitude: null,
    longitude: null,
  };
}

export const COUNTRIES: Country[] = [country(110, 'Kenya', 'KE'), country(161, 'Nigeria', 'NG')];

export const STATES: Record<number, State[]> = {
  161: [
    { id: 2400, name: 'Lagos', country_id: 161, code: 'NG-LA' },
    { id: 2401, name: 'Kano', country_id: 161, code: 'NG-KN' },
  ],
  110: [],
};

export const DISEASES: Disease[] = [
  { id: 3, name: 'Cholera', category: 'Intestinal', agent_type: 'bacteria', description: null },
  { id: 9, name: 'Measles', category: null, agent_type: 'virus', description: null },
];

function question(id: number, key: string, label: string, minValue: number): AssessmentQuestion {
  return {
    id,
    question_key: key,
    label,
    description: `About ${label.toLowerCase()}.`,
    min_value: minValue,
    max_value: 1e12,
    is_active: true,
    display_order: id,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

export const QUESTIONS: AssessmentQuestion[] = [
  question(1, 'cases', 'Number of cases', 0),
  question(2, 'deaths', 'Number of deaths', 0),
  question(3, 'population_at_risk', 'Population at risk', 1),
  question(4, 'secondary_cases', 'Average secondary cases per case', 0),
];

interface ReferenceOverrides {
  countries?: Country[];
  diseases?: Disease[];
  questions?: AssessmentQuestion[];
}

/** Serves the form's reference data and records which states were asked for. */
export function serveReferenceData(overrides: ReferenceOverrides = {}) {
  const stateRequests: string[] = [];
  server.use(
    http.get('/api/countries', () => HttpResponse.json(overrides.countries ?? COUNTRIES)),
    http.get('/api/countries/:id/states', ({ params }) => {
      stateRequests.push(String(params.id));
      return HttpResponse.json(STATES[Number(params.id)] ?? []);
    }),
    http.get('/api/diseases', () => HttpResponse.json(overrides.diseases ?? DISEASES)),
    http.get('/api/outbreaks/assessment-questions', () =>
      HttpResponse.json(overrides.questions ?? QUESTIONS),
    ),
    // Where a successful report leads; that screen is not under test here.
    http.get('/api/outbreaks', () => HttpResponse.json({ outbreaks: [], has_more: false })),
  );
  return { stateRequests };
}

/** What the server answers for a new report. */
export const CREATED_OUTBREAK: Outbreak = {
  id: 77,
  disease_id: 3,
  disease_name: 'Cholera',
  disease_category: 'Intestinal',
  disease_agent_type: 'bacteria',
  disease_description: null,
  country_id: 161,
  country_name: 'Nigeria',
  country_code: 'NGA',
  country_numeric_code: '566',
  state_id: 2400,
  state_name: 'Lagos',
  city: null,
  region: 'Western Africa',
  latitude: 6.5,
  longitude: 3.4,
  date: '2026-01-01',
  created_at: '2026-01-01T10:00:00.000Z',
  status: 'investigating',
  confirmed: false,
  severity: 'low',
  risk_level: 1,
  severity_score: 1,
  transmission_rate: 1.2,
  attack_rate: 1,
  survivability: 99,
  cases: 100,
  deaths: 1,
  population_at_risk: 10000,
  description: null,
  source: null,
  reporter_role: 'Reporter',
  reporter_id: 7,
  first_name: 'Jane',
  last_name: 'Doe',
  reporter_email: 'jane.doe@example.org',
};

/** Accepts a report and records what was sent. */
export function acceptReports() {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/outbreaks', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(CREATED_OUTBREAK, { status: 201 });
    }),
  );
  return bodies;
}
