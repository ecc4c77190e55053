import {
  ADMIN_USER_MESSAGES,
  type AdminUser,
  type AdminUsersQuerySchema,
  type AdminUsersResponse,
} from '@outbreak-watch/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { likePattern } from '../../db/like-pattern.js';
import { pageStart } from '../../db/paging.js';
import { notFound } from '../../http-error.js';

type Db = Kysely<DB>;
type Tx = Transaction<DB>;

function selectAdminUsers(db: Db | Tx) {
  return db
    .selectFrom('users as u')
    .leftJoin('titles as t', 't.id', 'u.title_id')
    .leftJoin('qualifications as q', 'q.id', 'u.qualification_id')
    .leftJoin('affiliations as a', 'a.id', 'u.affiliation_id')
    .where('u.deleted_at', 'is', null);
}

const ADMIN_USER_COLUMNS = [
  'u.id',
  'u.email',
  'u.first_name',
  'u.middle_name',
  'u.last_name',
  't.name as title_name',
  'q.name as qualification_name',
  'a.name as affiliation_name',
  'u.role_id',
  'u.user_type',
  'u.is_verified',
  'u.is_suspended',
  'u.created_at',
] as const;

/**
 * Spec §2/§9: case-insensitive search over email, full name, affiliation and qualification; status
 * filter; sort by one column (ties by id); pages of ten, with the total for the pager.
 */
export async function listAdminUsers(
  db: Db,
  query: z.infer<typeof AdminUsersQuerySchema>,
): Promise<AdminUsersResponse> {
  let base = selectAdminUsers(db);
  if (query.status === 'verified') base = base.where('u.is_verified', '=', true);
  if (query.status === 'unverified') base = base.where('u.is_verified', '=', false);
  if (query.status === 'suspended') base = base.where('u.is_suspended', '=', true);
  const term = query.q?.trim();
  if (term) {
    const pattern = likePattern(term);
    const fullName = sql<string>`lower(u.first_name || ' ' || coalesce(u.middle_name || ' ', '') || u.last_name)`;
    const shortName = sql<string>`lower(u.first_name || ' ' || u.last_name)`;
    const like = (expression: ReturnType<typeof sql<string>>) =>
      sql<boolean>`${expression} like ${pattern} escape '\\'`;
    base = base.where((eb) =>
      eb.or([
        like(sql<string>`lower(u.email)`),
        like(fullName),
        like(shortName),
        like(sql<string>`lower(coalesce(a.name, ''))`),
        like(sql<string>`lower(coalesce(q.name, ''))`),
      ]),
    );
  }
  const direction = query.order;
  let rows = base.select(ADMIN_USER_COLUMNS);
  switch (query.sort) {
    case 'name':
      rows = rows.orderBy(sql`lower(u.first_name)`, direction).orderBy(sql`lower(u.last_name)`, direction);
      break;
    case 'email':
      rows = rows.orderBy('u.email', direction);
      break;
    case 'qualification_name':
      rows = rows.orderBy(sql`lower(coalesce(q.name, ''))`, direction);
      break;
    case 'affiliation_name':
      rows = rows.orderBy(sql`lower(coalesce(a.name, ''))`, direction);
      break;
    case 'created_at':
      rows = rows.orderBy('u.created_at', direction);
      break;
  }
  const [users, count] = await Promise.all([
    rows.orderBy('u.id', direction).limit(query.limit).offset(pageStart(query)).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { users: users.map(presentAdminUser), total: Number(count.n), page: query.page, limit: query.limit };
}

type AdminUserRow = Omit<AdminUser, 'is_verified' | 'is_suspended'> & {
  is_verified: boolean;
  is_suspended: boolean;
};

function presentAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    title_name: row.title_name,
    qualification_name: row.qualification_name,
    affiliation_name: row.affiliation_name,
    role_id: row.role_id,
    user_type: row.user_type,
    is_verified: Boolean(row.is_verified),
    is_suspended: Boolean(row.is_suspended),
    created_at: row.created_at,
  };
}

export async function getAdminUser(db: Db | Tx, id: number): Promise<AdminUser> {
  const row = await selectAdminUsers(db).select(ADMIN_USER_COLUMNS).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
  return presentAdminUser(row);
}
