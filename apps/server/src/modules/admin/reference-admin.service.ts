import {
  ADMIN_MESSAGES,
  METADATA_KINDS,
  type MetadataItem,
  type MetadataKind,
  type MetadataItemRequest,
} from '@outbreak-watch/domain';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import { toNameKey } from '../../db/name-key.js';
import { forUpdate } from '../../db/row-lock.js';
import type { DB } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-error.js';
import { recordAudit } from '../audit/audit.service.js';
import { presentMetadataItem } from '../reference/reference.presenters.js';
import type { AdminActionContext } from './admin-context.js';

type Db = Kysely<DB>;
type Tx = Transaction<DB>;

/** The users column that points at each list. */
const USER_COLUMN = {
  title: 'title_id',
  affiliation: 'affiliation_id',
  qualification: 'qualification_id',
} as const satisfies Record<MetadataKind, string>;

const tableOf = (kind: MetadataKind) => METADATA_KINDS[kind].plural;

export async function listMetadataItems(db: Db, kind: MetadataKind): Promise<MetadataItem[]> {
  const rows = await db.selectFrom(tableOf(kind)).selectAll().orderBy('id').execute();
  return rows.map(presentMetadataItem);
}

export async function getMetadataItem(db: Db | Tx, kind: MetadataKind, id: number): Promise<MetadataItem> {
  const row = await db.selectFrom(tableOf(kind)).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ADMIN_MESSAGES.notFound(kind));
  return presentMetadataItem(row);
}

async function lockItem(tx: Tx, kind: MetadataKind, id: number): Promise<MetadataItem> {
  const row = await forUpdate(
    tx,
    tx.selectFrom(tableOf(kind)).selectAll().where('id', '=', id),
  ).executeTakeFirst();
  if (!row) throw notFound(ADMIN_MESSAGES.notFound(kind));
  return presentMetadataItem(row);
}

/** A name already taken (case and spacing aside) is a 409 that names it. */
function duplicateName(kind: MetadataKind, name: string) {
  return new HttpError(409, ADMIN_MESSAGES.duplicateName(kind, name), [
    { field: 'name', message: ADMIN_MESSAGES.duplicateName(kind, name) },
  ]);
}

const auditAction = (kind: MetadataKind, verb: 'create' | 'update' | 'delete') => `${kind}.${verb}`;

/**
 * Creates an entry (no id) or renames one, with its audit entry, in one transaction. A name already
 * taken is a 409 whichever way the race went.
 */
async function saveMetadataItem(
  db: Db,
  kind: MetadataKind,
  id: number | null,
  input: Required<MetadataItemRequest>,
  context: AdminActionContext,
): Promise<MetadataItem> {
  const values = { name: input.name, name_key: toNameKey(input.name), is_custom: input.is_custom };
  try {
    return await db.transaction().execute(async (tx) => {
      const before = id === null ? null : await lockItem(tx, kind, id);
      const row =
        id === null
          ? await tx.insertInto(tableOf(kind)).values(values).returningAll().executeTakeFirstOrThrow()
          : await tx
              .updateTable(tableOf(kind))
              .set(values)
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow();
      const item = presentMetadataItem(row);
      await recordAudit(tx, {
        actorId: context.actor.id,
        action: auditAction(kind, before ? 'update' : 'create'),
        targetType: kind,
        targetId: item.id,
        ...(before ? { before: { name: before.name, is_custom: before.is_custom } } : {}),
        after: { name: item.name, is_custom: item.is_custom },
        context: context.audit,
      });
      return item;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(kind, input.name);
    throw error;
  }
}

export const createMetadataItem = (
  db: Db,
  kind: MetadataKind,
  input: Required<MetadataItemRequest>,
  context: AdminActionContext,
) => saveMetadataItem(db, kind, null, input, context);

export const updateMetadataItem = (
  db: Db,
  kind: MetadataKind,
  id: number,
  input: Required<MetadataItemRequest>,
  context: AdminActionContext,
) => saveMetadataItem(db, kind, id, input, context);

/**
 * Deletes an entry nobody uses. One still on a user's profile is refused with a 409 that says how many
 * use it: clearing it would silently change people's profiles (docs/decisions.md).
 */
export async function deleteMetadataItem(
  db: Db,
  kind: MetadataKind,
  id: number,
  context: AdminActionContext,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const item = await lockItem(tx, kind, id);
    const used = await tx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where(USER_COLUMN[kind], '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const users = Number(used.n);
    if (users > 0) throw new HttpError(409, ADMIN_MESSAGES.inUse(kind, users));
    // A deleted account may still point at it; the account keeps nothing personal, so let it go.
    await tx
      .updateTable('users')
      .set({ [USER_COLUMN[kind]]: null })
      .where(USER_COLUMN[kind], '=', id)
      .execute();
    await tx.deleteFrom(tableOf(kind)).where('id', '=', id).execute();
    await recordAudit(tx, {
      actorId: context.actor.id,
      action: auditAction(kind, 'delete'),
      targetType: kind,
      targetId: id,
      before: { name: item.name, is_custom: item.is_custom },
      context: context.audit,
    });
  });
}
