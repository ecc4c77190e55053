import {
  IDEMPOTENCY_KEY_HEADER,
  OutbreakHistoryResponseSchema,
  OutbreakListResponseSchema,
  OutbreakSchema,
  type CreateOutbreakRequest,
  type Outbreak,
  type OutbreakFilters,
  type OutbreakListResponse,
} from '@outbreak-watch/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from './api-client';

/**
 * Outbreak reads shared by the dashboard, the reports feed and the details page: one fetcher and one
 * query-key factory per endpoint, so every screen caches and invalidates the same way.
 */
export const outbreakKeys = {
  all: ['outbreaks'] as const,
  lists: () => [...outbreakKeys.all, 'list'] as const,
  list: (filters: OutbreakFilters, limit: number) =>
    [...outbreakKeys.lists(), { ...filters, limit }] as const,
  detail: (id: number) => [...outbreakKeys.all, 'detail', id] as const,
  related: (id: number) => [...outbreakKeys.all, 'related', id] as const,
  history: (id: number) => [...outbreakKeys.all, 'history', id] as const,
};

/** Query string of the list and export filters; empty values are left out. */
export function outbreakFilterParams(
  filters: OutbreakFilters,
  extra: Record<string, string | number> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** A page of the list: by number, or the one after a `next_cursor` (keyset paging). */
export async function getOutbreaks(
  options: { filters?: OutbreakFilters; limit: number } & ({ page: number } | { cursor: string | null }),
  signal?: AbortSignal,
): Promise<OutbreakListResponse> {
  const position: Record<string, string | number> =
    'page' in options ? { page: options.page } : options.cursor ? { cursor: options.cursor } : {};
  const query = outbreakFilterParams(options.filters ?? {}, { ...position, limit: options.limit });
  return OutbreakListResponseSchema.parse(await apiFetch<unknown>(`/outbreaks?${query}`, { signal }));
}

/**
 * `POST /api/outbreaks`: the new report as the server stored it. The key names this submission: sent
 * again with it (a lost answer, a queued report), the server answers the same report.
 */
export async function postOutbreak(
  request: CreateOutbreakRequest,
  idempotencyKey: string,
): Promise<Outbreak> {
  const body = await apiFetch<unknown>('/outbreaks', {
    method: 'POST',
    body: JSON.stringify(request),
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return OutbreakSchema.parse(body);
}

export async function getOutbreak(id: number, signal?: AbortSignal): Promise<Outbreak> {
  return OutbreakSchema.parse(await apiFetch<unknown>(`/outbreaks/${id}`, { signal }));
}

const RelatedResponseSchema = z.object({ outbreaks: z.array(OutbreakSchema) });

export async function getRelatedOutbreaks(id: number, signal?: AbortSignal): Promise<Outbreak[]> {
  return RelatedResponseSchema.parse(await apiFetch<unknown>(`/outbreaks/${id}/related`, { signal }))
    .outbreaks;
}

/** One page of the list; the reports feed pages with useInfiniteQuery over the same fetcher. */
export function outbreakListQueryOptions(filters: OutbreakFilters, limit: number) {
  return queryOptions({
    queryKey: outbreakKeys.list(filters, limit),
    queryFn: ({ signal }) => getOutbreaks({ filters, page: 1, limit }, signal),
  });
}

export function outbreakQueryOptions(id: number) {
  return queryOptions({
    queryKey: outbreakKeys.detail(id),
    queryFn: ({ signal }) => getOutbreak(id, signal),
  });
}

export function relatedOutbreaksQueryOptions(id: number) {
  return queryOptions({
    queryKey: outbreakKeys.related(id),
    queryFn: ({ signal }) => getRelatedOutbreaks(id, signal),
  });
}

/** What the verification team did to an outbreak, oldest first. */
export function outbreakHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: outbreakKeys.history(id),
    queryFn: async ({ signal }) =>
      OutbreakHistoryResponseSchema.parse(await apiFetch<unknown>(`/outbreaks/${id}/history`, { signal }))
        .history,
  });
}
