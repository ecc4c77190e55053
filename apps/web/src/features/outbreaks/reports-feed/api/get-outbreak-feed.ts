import { PAGE_SIZE, type OutbreakFilters } from '@outbreak-watch/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getOutbreaks, outbreakKeys } from '../../../../lib/outbreaks-api';

/**
 * `GET /api/outbreaks?limit=30` with the page's filters, newest first (spec §4 Reports list), each next
 * page the one after the last answer's `next_cursor`, within the same filters: reports filed or removed
 * while someone scrolls neither repeat nor skip a card, and a deep page costs what the first does. The
 * key sits under the shared list prefix, so whatever invalidates outbreak lists (a new report)
 * refreshes the feed.
 */
export function outbreakFeedQueryOptions(filters: OutbreakFilters = {}, limit: number = PAGE_SIZE.reports) {
  return infiniteQueryOptions({
    queryKey: [...outbreakKeys.lists(), 'feed', { ...filters, limit }] as const,
    queryFn: ({ pageParam, signal }) => getOutbreaks({ filters, cursor: pageParam, limit }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.has_more ? (lastPage.next_cursor ?? undefined) : undefined),
  });
}

export function useOutbreakFeed(filters: OutbreakFilters) {
  // The cards of the last filters stay while the new ones load, so the page does not jump.
  return useInfiniteQuery({ ...outbreakFeedQueryOptions(filters), placeholderData: keepPreviousData });
}
