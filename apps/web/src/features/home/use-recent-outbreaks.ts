import { PAGE_SIZE, type OutbreakFilters } from '@outbreak-watch/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outbreakListQueryOptions } from '../../lib/outbreaks-api';
import { HOME_TEXT } from './messages';

/** Spec §2 Home: the first page of the list, as many rows as a reports page. */
export const HOME_LIST_LIMIT = PAGE_SIZE.reports;
/**
 * Spec §9 "home refresh delay 5 s": cached rows show at once; once they are older than this, showing
 * the dashboard again refreshes them in the background.
 */
export const HOME_REFRESH_DELAY_MS = 5_000;

/** The list's states, in English (tests read them); screens format `HOME_TEXT`. */
export const HOME_MESSAGES = {
  loading: HOME_TEXT.loading.defaultMessage,
  loadFailed: HOME_TEXT.loadFailed.defaultMessage,
  refreshFailed: HOME_TEXT.refreshFailed.defaultMessage,
  noneMatching: HOME_TEXT.noneMatching.defaultMessage,
  none: HOME_TEXT.none.defaultMessage,
} as const;

/** The newest outbreaks matching `filters`; while other filters load, the previous rows stay. */
export function useRecentOutbreaks(filters: OutbreakFilters) {
  return useQuery({
    ...outbreakListQueryOptions(filters, HOME_LIST_LIMIT),
    staleTime: HOME_REFRESH_DELAY_MS,
    placeholderData: keepPreviousData,
  });
}
