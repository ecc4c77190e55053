import type { ImportJob } from '@outbreak-watch/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** The query keys of imports: the admin screens and the Reports page's import filter share them. */
export const importKeys = {
  all: ['imports'] as const,
  list: (page: number) => [...importKeys.all, 'list', page] as const,
  job: (id: number) => [...importKeys.all, 'job', id] as const,
  mappings: () => [...importKeys.all, 'mappings'] as const,
};

/** One import (admins only), as `GET /api/imports/{id}` answers it. */
export function importQueryOptions(id: number) {
  return queryOptions({
    queryKey: importKeys.job(id),
    queryFn: ({ signal }) => apiFetch<ImportJob>(`/imports/${id}`, { signal }),
  });
}
