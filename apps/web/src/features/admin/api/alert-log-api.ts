import { AlertLogResponseSchema, type AlertLogFilters } from '@outbreak-watch/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminWorkKeys, searchOf } from './admin-work-api';

export type AlertLogParams = Partial<AlertLogFilters> & { page: number };
export const ALERT_LOG_PAGE_SIZE = 50;

/** A page of the alert log and the outboxes' counts, refetched when a filter or the page changes. */
export function useAlertLog(params: AlertLogParams) {
  return useQuery({
    queryKey: [...adminWorkKeys.all, 'alert-log', params] as const,
    queryFn: async ({ signal }) =>
      AlertLogResponseSchema.parse(
        await apiFetch<unknown>(`/admin/alert-log${searchOf({ ...params, limit: ALERT_LOG_PAGE_SIZE })}`, {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
