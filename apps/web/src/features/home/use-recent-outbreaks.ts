import { PAGE_SIZE, type OutbreakFilters } from '@outbreak-watch/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outbreakListQueryOptions } from '../../lib/outbreaks-api';

/** Spec §2 Home: the first page of the list, as many rows as a reports page. */
export const HOME_LIST_LIMIT = PAGE_SIZE.reports;
/**
 * Spec §9 "home refresh delay 5 s": cached rows show at once; once they are older than this, showing
 * the dashboard again refreshes them in the background.
 */
export const HOME_REFRESH_DELAY_MS = 5_000;

export const HOME_MESSAGES = {
  loading: 'Loading outbreak data...',
  loadFailed: 'Failed to load outbreak data. Please try again later.',
  refreshFailed: 'Failed to refresh outbreak data. Please try again later.',
  noneMatching: 'No outbreaks found matching current filters.',
  none: 'No outbreaks have been reported yet.',
} as const;

/** The newest outbreaks matching `filters`; while other filters load, the previous rows stay. */
export function useRecentOutbreaks(filters: OutbreakFilters) {
  return useQuery({
    ...outbreakListQueryOptions(filters, HOME_LIST_LIMIT),
    staleTime: HOME_REFRESH_DELAY_MS,
    placeholderData: keepPreviousData,
  });
}
