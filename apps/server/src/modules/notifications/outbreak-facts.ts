import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { outbreaksWithNames } from '../outbreaks/outbreaks.query.js';

type Db = Kysely<DB> | Transaction<DB>;

/** What a notification about an outbreak says of it: disease, place, reporter, status, date, cases. */
export async function outbreakFacts(db: Db, outbreakId: number) {
  return outbreaksWithNames(db)
    .select([
      'o.id',
      'o.country_id',
      'o.disease_id',
      'o.reporter_id',
      'o.status',
      'o.date',
      'o.cases',
      'c.region',
      'c.name as country_name',
      'd.name as disease_name',
      's.name as state_name',
    ])
    .where('o.id', '=', outbreakId)
    .executeTakeFirst();
}

export const placeOf = (o: { state_name: string | null; country_name: string }) =>
  [o.state_name, o.country_name].filter(Boolean).join(', ');
