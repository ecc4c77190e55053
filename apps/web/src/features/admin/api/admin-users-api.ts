import {
  AdminUserSchema,
  AdminUsersResponseSchema,
  USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUsersResponse,
  type SetUserRoleRequest,
  type SortOrder,
  type UserAction,
  type UserSortField,
  type UserStatusFilter,
} from '@outbreak-watch/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminWorkKeys } from './admin-work-api';

/** What the users table asks for; search, filter, sort and paging are done by the server. */
export interface AdminUsersParams {
  q: string;
  status: UserStatusFilter;
  sort: UserSortField;
  order: SortOrder;
  page: number;
}

export const adminUserKeys = {
  all: ['admin-users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (params: AdminUsersParams) => [...adminUserKeys.lists(), params] as const,
  user: (id: number) => [...adminUserKeys.all, 'user', id] as const,
};

/** `GET /api/admin/users?q&status&sort&order&page&limit`: one page of ten, and the total. */
export async function listAdminUsers(
  params: AdminUsersParams,
  signal?: AbortSignal,
): Promise<AdminUsersResponse> {
  const query = new URLSearchParams({
    status: params.status,
    sort: params.sort,
    order: params.order,
    page: String(params.page),
    limit: String(USERS_PAGE_SIZE),
  });
  const term = params.q.trim();
  if (term !== '') query.set('q', term);
  return AdminUsersResponseSchema.parse(
    await apiFetch<unknown>(`/admin/users?${query.toString()}`, { signal }),
  );
}

/** `GET /api/admin/users/{id}`. */
export async function getAdminUser(id: number, signal?: AbortSignal): Promise<AdminUser> {
  return AdminUserSchema.parse(await apiFetch<unknown>(`/admin/users/${id}`, { signal }));
}

export interface UserActionInput {
  user: AdminUser;
  action: UserAction;
}

/** `PUT /api/admin/users/{id}/verify|suspend|unsuspend`, or `DELETE /api/admin/users/{id}` (204). */
export async function runUserAction({ user, action }: UserActionInput): Promise<AdminUser | null> {
  if (action === 'delete') {
    await apiFetch<unknown>(`/admin/users/${user.id}`, { method: 'DELETE' });
    return null;
  }
  return AdminUserSchema.parse(
    await apiFetch<unknown>(`/admin/users/${user.id}/${action}`, { method: 'PUT' }),
  );
}

/** `PUT /api/admin/users/{id}/role` (super admins only). */
export async function setUserRole(id: number, input: SetUserRoleRequest): Promise<AdminUser> {
  return AdminUserSchema.parse(
    await apiFetch<unknown>(`/admin/users/${id}/role`, { method: 'PUT', body: JSON.stringify(input) }),
  );
}

export function adminUsersQueryOptions(params: AdminUsersParams) {
  return queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: ({ signal }) => listAdminUsers(params, signal),
  });
}

/** The page the table shows; while the next page loads, the last one stays on screen. */
export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({ ...adminUsersQueryOptions(params), placeholderData: keepPreviousData });
}

/** One user, fresh from the server; `placeholder` (the table's row) shows until it arrives. */
export function useAdminUser(id: number | null, placeholder?: AdminUser) {
  return useQuery({
    queryKey: adminUserKeys.user(id ?? 0),
    queryFn: ({ signal }) => getAdminUser(id ?? 0, signal),
    enabled: id !== null,
    placeholderData: placeholder,
  });
}

/** After a change to a user: the table and the dashboard's counts are asked for again. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return async (user: AdminUser | null, id: number) => {
    if (user) queryClient.setQueryData(adminUserKeys.user(id), user);
    else queryClient.removeQueries({ queryKey: adminUserKeys.user(id) });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: adminWorkKeys.all }),
    ]);
  };
}

export function useUserAction() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: runUserAction,
    onSuccess: (user, { user: target }) => refresh(user, target.id),
  });
}

export function useSetUserRole() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, role_id }: { id: number } & SetUserRoleRequest) => setUserRole(id, { role_id }),
    onSuccess: (user) => refresh(user, user.id),
  });
}
