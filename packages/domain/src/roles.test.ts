import { describe, expect, it } from 'vitest';
import { canReportOutbreaks, isAdminRole, ROLE } from './roles.js';

describe('roles', () => {
  it('uses the role ids of spec §6', () => {
    expect(ROLE).toEqual({ SUPER_ADMIN: 1, ADMIN: 2, REPORTER: 3, BLOGGER: 4 });
  });

  it('lets reporters and admins report, and only admins administer', () => {
    expect([1, 2, 3, 4].map(canReportOutbreaks)).toEqual([true, true, true, false]);
    expect([1, 2, 3, 4].map(isAdminRole)).toEqual([true, true, false, false]);
    expect(isAdminRole(undefined)).toBe(false);
  });
});
