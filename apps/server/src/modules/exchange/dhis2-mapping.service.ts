import {
  AUDIT_ACTIONS,
  EXCHANGE_MESSAGES,
  type Dhis2Mapping,
  type Dhis2MappingParsed,
  type FieldError,
} from '@outbreak-watch/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toNameKey } from '../../db/name-key.js';
import { HttpError } from '../../http-error.js';
import type { AdminActionContext } from '../admin/admin-context.js';
import { recordAudit } from '../audit/audit.service.js';

type Db = Kysely<DB>;

/** The exchange setting that names the DHIS2 data set. */
const DATA_SET_SETTING = 'data_set';

/** The DHIS2 data set the documents name, when one is set. */
export async function readDhis2DataSet(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('dhis2_settings')
    .select('value')
    .where('name', '=', DATA_SET_SETTING)
    .executeTakeFirst();
  return row?.value ?? null;
}

/** The mapping as it stands, ordered by country and disease name. */
export async function readDhis2Mapping(db: Db): Promise<Dhis2Mapping> {
  const [orgUnits, dataElements, dataSet] = await Promise.all([
    db
      .selectFrom('dhis2_org_units as m')
      .innerJoin('countries as c', 'c.id', 'm.country_id')
      .select(['c.id', 'c.alpha2', 'c.name', 'm.uid'])
      .orderBy('c.name')
      .execute(),
    db
      .selectFrom('dhis2_data_elements as m')
      .innerJoin('diseases as d', 'd.id', 'm.disease_id')
      .select(['d.id', 'd.name', 'm.cases_uid', 'm.deaths_uid', 'm.category_option_combo_uid'])
      .orderBy('d.name')
      .execute(),
    readDhis2DataSet(db),
  ]);
  return {
    data_set: dataSet,
    org_units: orgUnits.map((row) => ({
      country: row.alpha2,
      country_id: row.id,
      country_name: row.name,
      uid: row.uid,
    })),
    data_elements: dataElements.map((row) => ({
      disease: row.name,
      disease_id: row.id,
      cases: row.cases_uid,
      deaths: row.deaths_uid,
      category_option_combo: row.category_option_combo_uid,
    })),
  };
}

/**
 * Replaces the whole mapping. Countries are found by alpha-2 or alpha-3 code or id, diseases by name
 * (any case and spacing) or id; an unknown or repeated one is a 400 naming its row, and nothing changes.
 */
export async function replaceDhis2Mapping(
  db: Db,
  input: Dhis2MappingParsed,
  context: AdminActionContext,
): Promise<Dhis2Mapping> {
  const [countries, diseases] = await Promise.all([
    db.selectFrom('countries').select(['id', 'alpha2', 'alpha3']).execute(),
    db.selectFrom('diseases').select(['id', 'name_key']).execute(),
  ]);
  const countryOf = new Map<string, number>();
  for (const row of countries) {
    countryOf.set(String(row.id), row.id);
    countryOf.set(row.alpha2.toUpperCase(), row.id);
    countryOf.set(row.alpha3.toUpperCase(), row.id);
  }
  const diseaseOf = new Map<string, number>();
  for (const row of diseases) {
    diseaseOf.set(String(row.id), row.id);
    diseaseOf.set(row.name_key, row.id);
  }

  const problems: FieldError[] = [];
  const orgUnits = new Map<number, string>();
  input.org_units.forEach((row, index) => {
    const id = countryOf.get(String(row.country).toUpperCase());
    const field = `org_units.${index}.country`;
    if (id === undefined) problems.push({ field, message: EXCHANGE_MESSAGES.unknownCountry(row.country) });
    else if (orgUnits.has(id))
      problems.push({ field, message: EXCHANGE_MESSAGES.duplicateCountry(row.country) });
    else orgUnits.set(id, row.uid);
  });
  const dataElements = new Map<number, (typeof input.data_elements)[number]>();
  input.data_elements.forEach((row, index) => {
    const key = typeof row.disease === 'number' ? String(row.disease) : toNameKey(row.disease);
    const id = diseaseOf.get(key);
    const field = `data_elements.${index}.disease`;
    if (id === undefined) problems.push({ field, message: EXCHANGE_MESSAGES.unknownDisease(row.disease) });
    else if (dataElements.has(id))
      problems.push({ field, message: EXCHANGE_MESSAGES.duplicateDisease(row.disease) });
    else dataElements.set(id, row);
  });
  if (problems.length > 0) throw new HttpError(400, problems[0].message, problems);

  return db.transaction().execute(async (tx) => {
    const before = await readDhis2Mapping(tx);
    await tx.deleteFrom('dhis2_org_units').execute();
    await tx.deleteFrom('dhis2_data_elements').execute();
    await tx.deleteFrom('dhis2_settings').where('name', '=', DATA_SET_SETTING).execute();
    if (orgUnits.size > 0)
      await tx
        .insertInto('dhis2_org_units')
        .values([...orgUnits].map(([country_id, uid]) => ({ country_id, uid })))
        .execute();
    if (dataElements.size > 0)
      await tx
        .insertInto('dhis2_data_elements')
        .values(
          [...dataElements].map(([disease_id, row]) => ({
            disease_id,
            cases_uid: row.cases,
            deaths_uid: row.deaths ?? null,
            category_option_combo_uid: row.category_option_combo ?? null,
          })),
        )
        .execute();
    if (input.data_set)
      await tx
        .insertInto('dhis2_settings')
        .values({ name: DATA_SET_SETTING, value: input.data_set })
        .execute();
    const after = await readDhis2Mapping(tx);
    await recordAudit(tx, {
      actorId: context.actor.id,
      action: AUDIT_ACTIONS.exchangeMapping,
      targetType: 'exchange',
      before,
      after,
      context: context.audit,
    });
    return after;
  });
}
