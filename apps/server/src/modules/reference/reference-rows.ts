import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import { idIn } from '../../db/id-list.js';

type Db = Kysely<DB>;

/**
 * Countries, states and diseases by id, read once per process: their rows are never changed or
 * deleted (reference data is seeded; reports only add diseases and states), so a row read is a row
 * known for good, and the map and analytics name thousands of them per answer without a join.
 */
const COUNTRY_COLUMNS = ['id', 'name', 'alpha3', 'numeric_code', 'region', 'latitude', 'longitude'] as const;

export type CountryRow = Pick<Selectable<DB['countries']>, (typeof COUNTRY_COLUMNS)[number]>;

type ReferenceTable = 'countries' | 'states' | 'diseases';
interface RowsOf {
  countries: CountryRow;
  states: { id: number; name: string };
  diseases: { id: number; name: string };
}

const COLUMNS: { [T in ReferenceTable]: readonly string[] } = {
  countries: COUNTRY_COLUMNS,
  states: ['id', 'name'],
  diseases: ['id', 'name'],
};

const known = new WeakMap<Db, Map<ReferenceTable, Map<number, unknown>>>();

/** The rows of `ids` in `table` (ids that do not exist are left out), read from the database once. */
export async function referenceRows<T extends ReferenceTable>(
  db: Db,
  table: T,
  ids: Iterable<number>,
): Promise<Map<number, RowsOf[T]>> {
  let tables = known.get(db);
  if (!tables) {
    tables = new Map();
    known.set(db, tables);
  }
  let rows = tables.get(table) as Map<number, RowsOf[T]> | undefined;
  if (!rows) {
    rows = new Map();
    tables.set(table, rows);
  }
  const wanted = [...new Set(ids)];
  const missing = wanted.filter((id) => !rows.has(id));
  if (missing.length > 0) {
    // The column list is per table; Kysely cannot follow the union of tables here.
    const read = (await db
      .selectFrom(table as 'diseases')
      .select(COLUMNS[table] as unknown as ['id', 'name'])
      .where(idIn(db, 'id', missing))
      .execute()) as unknown as RowsOf[T][];
    for (const row of read) rows.set(row.id, row);
  }
  const found = new Map<number, RowsOf[T]>();
  for (const id of wanted) {
    const row = rows.get(id);
    if (row) found.set(id, row);
  }
  return found;
}
