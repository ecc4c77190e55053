import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The metric columns an outbreak keeps of its answers. */
export interface OutbreakMetricColumns {
  id: number;
  cases: number;
  deaths: number;
  population_at_risk: number;
  transmission_rate: number;
}

/**
 * The answers each outbreak's metrics stand for, by question key: those stored with the report over
 * the metric columns themselves (an outbreak stored without its answers still has those).
 */
export async function answersOf(
  db: Db,
  rows: OutbreakMetricColumns[],
): Promise<Map<number, Record<string, number>>> {
  const byId = new Map<number, Record<string, number>>(
    rows.map((row) => [
      row.id,
      {
        cases: row.cases,
        deaths: row.deaths,
        population_at_risk: row.population_at_risk,
        secondary_cases: row.transmission_rate,
      },
    ]),
  );
  if (rows.length === 0) return byId;
  const stored = await db
    .selectFrom('outbreak_answers')
    .select(['outbreak_id', 'question_key', 'value'])
    .where(
      'outbreak_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  for (const answer of stored) byId.get(answer.outbreak_id)![answer.question_key] = answer.value;
  return byId;
}

/** The columns of a stored outbreak the duplicate rule compares, beside its answers. */
export const DUPLICATE_FACT_COLUMNS = [
  'id',
  'country_id',
  'disease_id',
  'date',
  'description',
  'cases',
  'deaths',
  'population_at_risk',
  'transmission_rate',
] as const;
