import { isAdminRole, ROLE_NAMES, type Outbreak, type RoleId } from '@outbreak-watch/domain';
import type { AuthUser } from '../../plugins/auth.js';
import type { OutbreakRow } from './outbreaks.query.js';

/**
 * The one place the reporter privacy rule of DESIGN.md §6 (as amended) is applied: everyone sees the
 * reporter's role and nothing else; admins and the reporter themself also the names, the email and the
 * id (which leads to the profile).
 */
export function presentOutbreak(row: OutbreakRow, viewer: AuthUser | null): Outbreak {
  const seesIdentity = viewer !== null && (isAdminRole(viewer.role_id) || viewer.id === row.reporter_id);
  return {
    id: row.id,
    disease_id: row.disease_id,
    disease_name: row.disease_name,
    disease_category: row.disease_category,
    disease_agent_type: row.disease_agent_type as Outbreak['disease_agent_type'],
    disease_description: row.disease_description,
    country_id: row.country_id,
    country_name: row.country_name,
    country_code: row.country_code,
    country_numeric_code: row.country_numeric_code,
    state_id: row.state_id,
    state_name: row.state_name,
    city: row.city,
    region: row.region,
    latitude: row.latitude,
    longitude: row.longitude,
    date: row.date,
    created_at: row.created_at,
    status: row.status as Outbreak['status'],
    confirmed: row.confirmed,
    severity: row.severity as Outbreak['severity'],
    risk_level: row.risk_level,
    severity_score: row.severity_score,
    transmission_rate: row.transmission_rate,
    attack_rate: row.attack_rate,
    survivability: row.survivability,
    cases: row.cases,
    deaths: row.deaths,
    population_at_risk: row.population_at_risk,
    description: row.description,
    source: row.source,
    reporter_role: row.reporter_role_id ? (ROLE_NAMES[row.reporter_role_id as RoleId] ?? null) : null,
    reporter_id: seesIdentity ? row.reporter_id : null,
    first_name: seesIdentity ? row.reporter_first_name : null,
    last_name: seesIdentity ? row.reporter_last_name : null,
    reporter_email: seesIdentity ? row.reporter_email : null,
  };
}
