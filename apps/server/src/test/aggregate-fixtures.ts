import { addDays, isoWeekStart, todayUtc } from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { rebuildOutbreakStats } from '../modules/stats/outbreak-stats.js';
import { createRandom } from '../db/seed/random.js';
import { insertOutbreakRows, seeded } from './factories.js';

/** Every outbreak with the columns the aggregates are computed from, for direct computations in tests. */
export async function allOutbreakFacts(db: Kysely<DB>) {
  return db
    .selectFrom('outbreaks')
    .innerJoin('diseases', 'diseases.id', 'outbreaks.disease_id')
    .innerJoin('countries', 'countries.id', 'outbreaks.country_id')
    .select([
      'outbreaks.id',
      'outbreaks.country_id',
      'countries.alpha3',
      'outbreaks.disease_id',
      'diseases.name as disease_name',
      'outbreaks.date',
      'outbreaks.status',
      'outbreaks.severity',
      'outbreaks.confirmed',
      'outbreaks.cases',
      'outbreaks.deaths',
      'outbreaks.attack_rate',
      'outbreaks.transmission_rate',
      'outbreaks.survivability',
    ])
    .execute();
}
export type OutbreakFacts = Awaited<ReturnType<typeof allOutbreakFacts>>[number];

const STATUSES = ['active', 'investigating', 'contained', 'resolved'] as const;
const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;

/**
 * Outbreaks with full-precision random metrics over the last 400 days in three countries and three
 * diseases, written straight to the table and then summarised, as bulk loads are.
 */
export async function plantOutbreaks(db: Kysely<DB>, count = 150, seed = 7) {
  const rng = createRandom(seed);
  const countries = await Promise.all(['NGA', 'KEN', 'BRA'].map((code) => seeded.countryId(db, code)));
  const diseases = await Promise.all(['Cholera', 'Mpox', 'Dengue'].map((name) => seeded.diseaseId(db, name)));
  const today = todayUtc();
  const rows = Array.from({ length: count }, () => {
    const cases = rng.int(1, 5000) + rng.next();
    return {
      country_id: rng.pick(countries),
      disease_id: rng.pick(diseases),
      date: addDays(today, -rng.int(0, 400)),
      status: rng.pick(STATUSES),
      severity: rng.pick(SEVERITIES),
      confirmed: rng.chance(0.6),
      cases,
      deaths: cases * rng.next() * 0.3,
      attack_rate: rng.next() * 40,
      transmission_rate: rng.next() * 3,
      survivability: 50 + rng.next() * 50,
      severity_score: rng.next() * 100,
      risk_level: rng.int(0, 10),
    };
  });
  for (const row of rows) {
    await insertOutbreakRows(db, { country_id: row.country_id, disease_id: row.disease_id }, [row]);
  }
  await rebuildOutbreakStats(db);
  return { countries, diseases };
}

export const weekOf = (date: string) => isoWeekStart(date);

/** Rows grouped by a key (Node 20 has no Map.groupBy). */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
