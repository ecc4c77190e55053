import type { Country, Disease, Outbreak } from '@outbreak-watch/domain';

/** An outbreak as a signed-out visitor receives it (DESIGN.md §6: only the reporter's role). */
export function createOutbreak(overrides: Partial<Outbreak> = {}): Outbreak {
  return {
    id: 5,
    disease_id: 3,
    disease_name: 'Cholera',
    disease_category: 'Intestinal infectious diseases',
    disease_agent_type: 'bacteria',
    disease_description: null,
    country_id: 161,
    country_name: 'Nigeria',
    country_code: 'NGA',
    country_numeric_code: '566',
    state_id: 2400,
    state_name: 'Lagos',
    city: 'Ikeja',
    region: 'Western Africa',
    latitude: 6.6,
    longitude: 3.35,
    date: '2026-11-21',
    created_at: '2026-11-21T09:30:00.000Z',
    status: 'investigating',
    confirmed: false,
    severity: 'medium',
    risk_level: 5,
    severity_score: 42.5,
    transmission_rate: 1.4,
    attack_rate: 2.5,
    survivability: 97.2,
    cases: 1250,
    deaths: 35,
    population_at_risk: 50000,
    description: 'Acute watery diarrhoea in three wards after flooding.',
    source: 'Lagos State Ministry of Health',
    reporter_role: 'Reporter',
    reporter_id: null,
    first_name: null,
    last_name: null,
    reporter_email: null,
    ...overrides,
  };
}

/** A country of the reference list. */
export function createCountry(id: number, name: string, overrides: Partial<Country> = {}): Country {
  return {
    id,
    name,
    alpha2: name.slice(0, 2).toUpperCase(),
    alpha3: name.slice(0, 3).toUpperCase(),
    numeric_code: String(id).padStart(3, '0'),
    region: null,
    latitude: null,
    longitude: null,
    ...overrides,
  };
}

/** A disease of the reference list. */
export function createDisease(id: number, name: string): Disease {
  return { id, name, category: null, agent_type: 'unknown', description: null };
}
