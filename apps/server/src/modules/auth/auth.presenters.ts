import { isLocale, type SessionUser } from '@outbreak-watch/domain';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema.js';

export function presentSessionUser(row: Selectable<UsersTable>): SessionUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role_id: row.role_id,
    is_verified: row.is_verified,
    user_type: row.user_type,
    language: isLocale(row.language) ? row.language : null,
  };
}
