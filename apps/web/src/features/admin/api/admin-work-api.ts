import {
  AdminDashboardSchema,
  AdminSettingsResponseSchema,
  AuditActionsResponseSchema,
  AuditListResponseSchema,
  ModerationCommentSchema,
  ModerationListResponseSchema,
  OutbreakSchema,
  VerificationOutbreakSchema,
  VerificationQueueResponseSchema,
  type AuditFilters,
  type CommentVisibility,
  type CorrectOutbreakRequest,
  type OutbreakStatus,
  type VerificationQueue,
  type VerificationSort,
} from '@outbreak-watch/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { outbreakKeys } from '../../../lib/outbreaks-api';

/** Query keys of the admin work screens; every action invalidates `all`. */
export const adminWorkKeys = {
  all: ['admin-work'] as const,
  dashboard: () => [...adminWorkKeys.all, 'dashboard'] as const,
  settings: () => [...adminWorkKeys.all, 'settings'] as const,
  queue: (query: VerificationQueueParams) => [...adminWorkKeys.all, 'queue', query] as const,
  outbreak: (id: number) => [...adminWorkKeys.all, 'outbreak', id] as const,
  comments: (query: ModerationParams) => [...adminWorkKeys.all, 'comments', query] as const,
  audit: (query: AuditParams) => [...adminWorkKeys.all, 'audit', query] as const,
  auditActions: () => [...adminWorkKeys.all, 'audit-actions'] as const,
};

/** Query parameters without the empty ones. */
export function searchOf(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export function useAdminDashboard() {
  return useQuery({
    queryKey: adminWorkKeys.dashboard(),
    queryFn: async ({ signal }) =>
      AdminDashboardSchema.parse(await apiFetch<unknown>('/admin/dashboard', { signal })),
  });
}

export function useAdminSettings() {
  return useQuery({
    queryKey: adminWorkKeys.settings(),
    queryFn: async ({ signal }) =>
      AdminSettingsResponseSchema.parse(await apiFetch<unknown>('/admin/settings', { signal })).settings,
  });
}

/* ------------------------------------------------------------------------ verification */

export interface VerificationQueueParams {
  queue: VerificationQueue;
  sort?: VerificationSort;
  q?: string;
  country_id?: number;
  disease_id?: number;
  page: number;
}
export const VERIFICATION_PAGE_SIZE = 20;

export function useVerificationQueue(params: VerificationQueueParams) {
  return useQuery({
    queryKey: adminWorkKeys.queue(params),
    queryFn: async ({ signal }) =>
      VerificationQueueResponseSchema.parse(
        await apiFetch<unknown>(`/admin/outbreaks${searchOf({ ...params, limit: VERIFICATION_PAGE_SIZE })}`, {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useVerificationOutbreak(id: number) {
  return useQuery({
    queryKey: adminWorkKeys.outbreak(id),
    queryFn: async ({ signal }) =>
      VerificationOutbreakSchema.parse(await apiFetch<unknown>(`/admin/outbreaks/${id}`, { signal })),
  });
}

/**
 * After any admin action: the admin screens and every cached outbreak answer are stale, but for the
 * report a merge took away (`gone`), whose page is left rather than read again.
 */
function useInvalidateAfterAction() {
  const queryClient = useQueryClient();
  return async (gone?: number) => {
    const goneKey = gone === undefined ? undefined : JSON.stringify(adminWorkKeys.outbreak(gone));
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: adminWorkKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== goneKey,
      }),
      queryClient.invalidateQueries({ queryKey: outbreakKeys.all }),
    ]);
  };
}

export type VerificationAction =
  | { kind: 'confirm'; id: number }
  | { kind: 'status'; id: number; status: OutbreakStatus }
  | { kind: 'correct'; id: number; input: CorrectOutbreakRequest }
  | { kind: 'remove'; id: number; reason: string }
  | { kind: 'merge'; id: number; survivorId: number }
  | { kind: 'not-duplicate'; id: number; otherId: number };

async function runVerificationAction(action: VerificationAction): Promise<void> {
  const url = `/admin/outbreaks/${action.id}`;
  switch (action.kind) {
    case 'confirm':
      OutbreakSchema.parse(await apiFetch<unknown>(`${url}/confirm`, { method: 'PUT' }));
      return;
    case 'status':
      OutbreakSchema.parse(
        await apiFetch<unknown>(`${url}/status`, {
          method: 'PUT',
          body: JSON.stringify({ status: action.status }),
        }),
      );
      return;
    case 'correct':
      OutbreakSchema.parse(
        await apiFetch<unknown>(url, { method: 'PUT', body: JSON.stringify(action.input) }),
      );
      return;
    case 'remove':
      await apiFetch<unknown>(url, { method: 'DELETE', body: JSON.stringify({ reason: action.reason }) });
      return;
    case 'merge':
      OutbreakSchema.parse(
        await apiFetch<unknown>(`${url}/merge`, {
          method: 'POST',
          body: JSON.stringify({ survivor_id: action.survivorId }),
        }),
      );
      return;
    case 'not-duplicate':
      await apiFetch<unknown>(`${url}/not-duplicate`, {
        method: 'POST',
        body: JSON.stringify({ other_id: action.otherId }),
      });
  }
}

export function useVerificationAction() {
  const invalidate = useInvalidateAfterAction();
  return useMutation({
    mutationFn: runVerificationAction,
    onSuccess: (_result, action) => invalidate(action.kind === 'merge' ? action.id : undefined),
  });
}

/* -------------------------------------------------------------------------- moderation */

export interface ModerationParams {
  visibility: CommentVisibility;
  q?: string;
  page: number;
}
export const MODERATION_PAGE_SIZE = 20;

export function useModerationComments(params: ModerationParams) {
  return useQuery({
    queryKey: adminWorkKeys.comments(params),
    queryFn: async ({ signal }) =>
      ModerationListResponseSchema.parse(
        await apiFetch<unknown>(`/admin/comments${searchOf({ ...params, limit: MODERATION_PAGE_SIZE })}`, {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export type ModerationAction =
  | { kind: 'hide'; id: number; reason: string }
  | { kind: 'unhide'; id: number }
  | { kind: 'delete'; id: number; reason: string };

async function runModerationAction(action: ModerationAction): Promise<void> {
  const url = `/admin/comments/${action.id}`;
  if (action.kind === 'hide')
    ModerationCommentSchema.parse(
      await apiFetch<unknown>(`${url}/hide`, {
        method: 'PUT',
        body: JSON.stringify({ reason: action.reason }),
      }),
    );
  else if (action.kind === 'unhide')
    ModerationCommentSchema.parse(await apiFetch<unknown>(`${url}/unhide`, { method: 'PUT' }));
  else await apiFetch<unknown>(url, { method: 'DELETE', body: JSON.stringify({ reason: action.reason }) });
}

export function useModerationAction() {
  const invalidate = useInvalidateAfterAction();
  return useMutation({ mutationFn: runModerationAction, onSuccess: () => invalidate() });
}

/* ------------------------------------------------------------------------------- audit */

export type AuditParams = Partial<AuditFilters> & { page: number };
export const AUDIT_PAGE_SIZE = 50;

export function useAuditLog(params: AuditParams) {
  return useQuery({
    queryKey: adminWorkKeys.audit(params),
    queryFn: async ({ signal }) =>
      AuditListResponseSchema.parse(
        await apiFetch<unknown>(`/admin/audit${searchOf({ ...params, limit: AUDIT_PAGE_SIZE })}`, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAuditActions() {
  return useQuery({
    queryKey: adminWorkKeys.auditActions(),
    queryFn: async ({ signal }) =>
      AuditActionsResponseSchema.parse(await apiFetch<unknown>('/admin/audit/actions', { signal })).actions,
  });
}
