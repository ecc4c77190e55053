import { TableSizesResponseSchema } from '@outbreak-watch/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { adminWorkKeys } from '../../api/admin-work-api';

/** `GET /api/admin/table-sizes`: the tables the scheduled purge keeps small. */
export function tableSizesQueryOptions() {
  return queryOptions({
    queryKey: [...adminWorkKeys.all, 'table-sizes'] as const,
    queryFn: async ({ signal }) =>
      TableSizesResponseSchema.parse(await apiFetch<unknown>('/admin/table-sizes', { signal })).tables,
  });
}

export function useTableSizes() {
  return useQuery(tableSizesQueryOptions());
}
