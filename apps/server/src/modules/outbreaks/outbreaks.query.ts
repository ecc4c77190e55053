import type { OutbreakFilters } from '@outbreak-watch/domain';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB>;

/** Every column an outbreak response needs, in one query with its disease, place and reporter. */
export function selectOutbreaks(db: Db) {
  return db
    .selectFrom('outbreaks as o')
    .innerJoin('diseases as d', 'd.id', 'o.disease_id')
    .innerJoin('countries as c', 'c.id', 'o.country_id')
    .leftJoin('states as s', 's.id', 'o.state_id')
    .leftJoin('users as u', 'u.id', 'o.reporter_id')
    .select([
      'o.id',
      'o.disease_id',
      'd.name as disease_name',
      'd.category as disease_category',
      'd.agent_type as disease_agent_type',
      'd.description as disease_description',
      'o.country_id',
      'c.name as country_name',
      'c.alpha3 as country_code',
      'c.numeric_code as country_numeric_code',
      'c.region',
      'c.latitude',
      'c.longitude',
      'o.state_id',
      's.name as state_name',
      'o.city',
      'o.date',
      'o.created_at',
      'o.status',
      'o.confirmed',
      'o.severity',
      'o.risk_level',
      'o.severity_score',
      'o.transmission_rate',
      'o.attack_rate',
      'o.survivability',
      'o.cases',
      'o.deaths',
      'o.population_at_risk',
      'o.description',
      'o.source',
      'o.reporter_id',
      'u.role_id as reporter_role_id',
      'u.first_name as reporter_first_name',
      'u.last_name as reporter_last_name',
      'u.email as reporter_email',
    ]);
}

export type OutbreakQuery = ReturnType<typeof selectOutbreaks>;
export type OutbreakRow = Awaited<ReturnType<OutbreakQuery['executeTakeFirstOrThrow']>>;

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Ids of the outbreaks matching the list and export filters. Every filter is on the outbreaks table
 * itself (the text search looks names up in subqueries), so paging walks one index that starts with the
 * filtered column and ends in (date, id), and the joins run only for the rows of the page.
 */
export function selectOutbreakIds(db: Db, filters: OutbreakFilters) {
  let q = db.selectFrom('outbreaks as o').select(['o.id', 'o.date']);
  if (filters.from) q = q.where('o.date', '>=', filters.from);
  if (filters.to) q = q.where('o.date', '<=', filters.to);
  if (filters.country_id) q = q.where('o.country_id', '=', filters.country_id);
  if (filters.disease_id) q = q.where('o.disease_id', '=', filters.disease_id);
  if (filters.status) q = q.where('o.status', '=', filters.status);
  if (filters.severity) q = q.where('o.severity', '=', filters.severity);
  const words = (filters.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  for (const word of words) {
    const pattern = likePattern(word);
    const matches = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    q = q.where((eb) =>
      eb.or([
        eb('o.disease_id', 'in', eb.selectFrom('diseases as d').select('d.id').where(matches('d.name'))),
        eb('o.country_id', 'in', eb.selectFrom('countries as c').select('c.id').where(matches('c.name'))),
        eb('o.state_id', 'in', eb.selectFrom('states as s').select('s.id').where(matches('s.name'))),
        matches('o.city'),
        matches('o.description'),
      ]),
    );
  }
  return q.orderBy('o.date', 'desc').orderBy('o.id', 'desc');
}

export type OutbreakIdQuery = ReturnType<typeof selectOutbreakIds>;

const compiledByCount = new WeakMap<Db, Map<number, CompiledQuery<OutbreakRow>>>();

/**
 * The rows query for `count` ids, compiled once: its only parameters are the ids, so a page reuses the
 * SQL with new parameters instead of building and compiling a 40-column join per request.
 */
function compiledRowsQuery(db: Db, count: number): CompiledQuery<OutbreakRow> {
  let byCount = compiledByCount.get(db);
  if (!byCount) {
    byCount = new Map();
    compiledByCount.set(db, byCount);
  }
  let compiled = byCount.get(count);
  if (!compiled) {
    const placeholders = Array.from({ length: count }, (_, i) => i + 1);
    compiled = selectOutbreaks(db).where('o.id', 'in', placeholders).compile();
    if (compiled.parameters.length !== count)
      throw new Error('the outbreak rows query must bind only the ids');
    byCount.set(count, compiled);
  }
  return compiled;
}

/** The full rows of these outbreaks, in the order of `ids`. */
export async function fetchOutbreakRows(db: Db, ids: number[]): Promise<OutbreakRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.executeQuery<OutbreakRow>({
    ...compiledRowsQuery(db, ids.length),
    parameters: ids,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
