import {
  DUPLICATE_RULE,
  duplicateWindow,
  judgeDuplicate,
  type DuplicateFacts,
  type OutbreakStatus,
  type PossibleDuplicate,
} from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { answersOf } from './outbreak-answers.js';
import { outbreaksWithNames } from '../outbreaks/outbreaks.query.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The report whose duplicates are looked for; `id` leaves itself and the pairs judged apart out. */
export interface DuplicateQuery extends DuplicateFacts {
  id?: number;
  country_id: number;
  disease_id: number;
}

/** A possible duplicate with what the exact-repeat rule needs beyond what anyone may see. */
export interface DuplicateMatch extends PossibleDuplicate {
  reporter_id: number | null;
  created_at: string;
  answers: Record<string, number>;
}

/** The ids an outbreak was judged not to duplicate. */
async function judgedApart(db: Db, id: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('outbreak_not_duplicates')
    .select(['low_id', 'high_id'])
    .where((eb) => eb.or([eb('low_id', '=', id), eb('high_id', '=', id)]))
    .execute();
  return new Set(rows.map((row) => (row.low_id === id ? row.high_id : row.low_id)));
}

/**
 * The report's possible duplicates, most alike first: the outbreaks of its country and disease within
 * the rule's window (one range of the country–disease–date index, the nearest `maxCandidates`), judged
 * by the domain's rule.
 */
export async function findPossibleDuplicates(db: Db, report: DuplicateQuery): Promise<DuplicateMatch[]> {
  const window = duplicateWindow(report.date);
  let query = outbreaksWithNames(db)
    .select([
      'o.id',
      'o.date',
      'o.description',
      'o.city',
      'o.status',
      'o.confirmed',
      'o.cases',
      'o.deaths',
      'o.population_at_risk',
      'o.transmission_rate',
      'o.reporter_id',
      'o.created_at',
      'c.name as country_name',
      'd.name as disease_name',
      's.name as state_name',
    ])
    .where('o.country_id', '=', report.country_id)
    .where('o.disease_id', '=', report.disease_id)
    .where('o.date', '>=', window.from)
    .where('o.date', '<=', window.to);
  if (report.id !== undefined) query = query.where('o.id', '!=', report.id);
  const rows = await query
    .orderBy('o.date', 'desc')
    .orderBy('o.id', 'desc')
    .limit(DUPLICATE_RULE.maxCandidates)
    .execute();
  const [answers, apart] = await Promise.all([
    answersOf(db, rows),
    report.id === undefined ? new Set<number>() : judgedApart(db, report.id),
  ]);
  const matches: DuplicateMatch[] = [];
  for (const row of rows) {
    if (apart.has(row.id)) continue;
    const candidateAnswers = answers.get(row.id)!;
    const verdict = judgeDuplicate(report, {
      date: row.date,
      description: row.description,
      answers: candidateAnswers,
    });
    if (verdict.reasons.length === 0) continue;
    matches.push({
      id: row.id,
      date: row.date,
      country_name: row.country_name,
      disease_name: row.disease_name,
      state_name: row.state_name,
      city: row.city,
      description: row.description,
      status: row.status as OutbreakStatus,
      confirmed: Boolean(row.confirmed),
      similarity: Math.round(verdict.similarity * 100) / 100,
      reasons: verdict.reasons,
      reporter_id: row.reporter_id,
      created_at: String(row.created_at),
      answers: candidateAnswers,
    });
  }
  return matches.sort(
    (a, b) => b.reasons.length - a.reasons.length || b.similarity - a.similarity || b.id - a.id,
  );
}

/** A possible duplicate as it may be shown: the reporter and answers left out. */
export function presentPossibleDuplicate(match: DuplicateMatch): PossibleDuplicate {
  return {
    id: match.id,
    date: match.date,
    country_name: match.country_name,
    disease_name: match.disease_name,
    state_name: match.state_name,
    city: match.city,
    description: match.description,
    status: match.status,
    confirmed: match.confirmed,
    similarity: match.similarity,
    reasons: match.reasons,
  };
}

/** The outbreak a merged id was merged into, or null when it was never merged. */
export async function mergedInto(db: Db, id: number): Promise<number | null> {
  const row = await db
    .selectFrom('outbreak_merges')
    .select('survivor_id')
    .where('merged_id', '=', id)
    .executeTakeFirst();
  return row?.survivor_id ?? null;
}
