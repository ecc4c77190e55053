import {
  isAdminRole,
  ROLE,
  type AdminUser,
  type RoleId,
  type SessionUser,
  type UserAction,
} from '@outbreak-watch/domain';
import { useIntl } from '../../../lib/i18n/use-intl';
import { USER_TEXTS } from '../admin-texts';

/** Title, first and last name, e.g. "Dr. Jane Doe" (spec §2: the Name column). */
export function displayName(user: Pick<AdminUser, 'title_name' | 'first_name' | 'last_name'>): string {
  return [user.title_name, user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

export type RoleKey = keyof typeof USER_TEXTS.roles;
const ROLE_KEYS: Record<RoleId, RoleKey> = {
  [ROLE.SUPER_ADMIN]: 'superAdmin',
  [ROLE.ADMIN]: 'admin',
  [ROLE.REPORTER]: 'reporter',
  [ROLE.BLOGGER]: 'blogger',
};

/** The role's key in USER_TEXTS.roles; null for a role this build does not know. */
export function roleKey(roleId: number): RoleKey | null {
  return ROLE_KEYS[roleId as RoleId] ?? null;
}

/** The role's name ("Reporter") in the reader's language, or its id for a role this build does not know. */
export function useRoleName(): (roleId: number) => string {
  const { formatMessage: t } = useIntl();
  return (roleId) => {
    const key = roleKey(roleId);
    return key === null ? String(roleId) : t(USER_TEXTS.roles[key]);
  };
}

/** First and last name, as the spec's confirmations say it: "{first} {last} has been verified." */
export function shortName(user: Pick<AdminUser, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`;
}

/** The avatar's letters: first letters of the first and last name. */
export function initialsOf(user: Pick<AdminUser, 'first_name' | 'last_name'>): string {
  const letters = [user.first_name, user.last_name].map((name) => Array.from(name.trim())[0] ?? '').join('');
  return letters === '' ? '?' : letters.toLocaleUpperCase('en-US');
}

/**
 * Whether `viewer` may verify, suspend, delete or change `target` (DESIGN.md §5): never themself, and
 * an admin account only when the viewer is a super admin. The server decides; this only hides what
 * it would refuse.
 */
export function canActOn(viewer: SessionUser | null, target: Pick<AdminUser, 'id' | 'role_id'>): boolean {
  if (!viewer || viewer.id === target.id) return false;
  return viewer.role_id === ROLE.SUPER_ADMIN || !isAdminRole(target.role_id);
}

/** The actions a user's state allows (spec §2): verify only when unverified; suspend or unsuspend; delete. */
export function actionsFor(user: Pick<AdminUser, 'is_verified' | 'is_suspended'>): UserAction[] {
  return [
    ...(user.is_verified ? [] : (['verify'] as const)),
    user.is_suspended ? 'unsuspend' : 'suspend',
    'delete',
  ];
}
