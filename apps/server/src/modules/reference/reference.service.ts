import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { REFERENCE_MESSAGES } from '@outbreak-watch/domain';
import { notFound } from '../../http-error.js';
import {
  presentCountry,
  presentDisease,
  presentMetadataItem,
  presentQuestion,
  presentState,
} from './reference.presenters.js';

type Db = Kysely<DB>;

export async function listCountries(db: Db) {
  const rows = await db.selectFrom('countries').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map(presentCountry);
}

export async function listStates(db: Db, options: { countryId: number }) {
  const country = await db
    .selectFrom('countries')
    .select('id')
    .where('id', '=', options.countryId)
    .executeTakeFirst();
  if (!country) throw notFound(REFERENCE_MESSAGES.countryNotFound);
  const rows = await db
    .selectFrom('states')
    .selectAll()
    .where('country_id', '=', options.countryId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(presentState);
}

export async function listDiseases(db: Db) {
  const rows = await db.selectFrom('diseases').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map(presentDisease);
}

export async function getDisease(db: Db, id: number) {
  const row = await db.selectFrom('diseases').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(REFERENCE_MESSAGES.diseaseNotFound);
  return presentDisease(row);
}

export type MetadataKind = 'titles' | 'qualifications' | 'affiliations';

export async function listMetadata(db: Db, kind: MetadataKind) {
  const rows = await db.selectFrom(kind).selectAll().orderBy('name').orderBy('id').execute();
  return rows.map(presentMetadataItem);
}

/** The option lists of the register form (spec §3 "Profile metadata"). */
export async function getProfileMetadata(db: Db) {
  const [titles, qualifications, affiliations] = await Promise.all([
    listMetadata(db, 'titles'),
    listMetadata(db, 'qualifications'),
    listMetadata(db, 'affiliations'),
  ]);
  const pick = (items: { id: number; name: string }[]) => items.map(({ id, name }) => ({ id, name }));
  return { Titles: pick(titles), Qualifications: pick(qualifications), Affiliations: pick(affiliations) };
}

/** Active questions in display order: the numeric inputs of the report form. */
export async function listActiveQuestions(db: Db) {
  const rows = await db
    .selectFrom('assessment_questions')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return rows.map(presentQuestion);
}
