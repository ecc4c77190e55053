/** Role ids of spec §6. Self-registration offers only BLOGGER (type `regular`) and REPORTER. */
export const ROLE = {
  SUPER_ADMIN: 1,
  ADMIN: 2,
  REPORTER: 3,
  BLOGGER: 4,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_NAMES: Record<RoleId, string> = {
  [ROLE.SUPER_ADMIN]: 'Super admin',
  [ROLE.ADMIN]: 'Admin',
  [ROLE.REPORTER]: 'Reporter',
  [ROLE.BLOGGER]: 'Blogger',
};

export function isAdminRole(roleId: number | null | undefined): boolean {
  return roleId === ROLE.SUPER_ADMIN || roleId === ROLE.ADMIN;
}

export function canReportOutbreaks(roleId: number | null | undefined): boolean {
  return roleId === ROLE.REPORTER || isAdminRole(roleId);
}
