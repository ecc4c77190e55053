import { PAGE_SIZE } from '@outbreak-watch/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getOutbreaks, outbreakKeys } from '../../../../lib/outbreaks-api';

/**
 * `GET /api/outbreaks?page&limit=30`, page after page, newest first (spec §4 Reports list). The key sits
 * under the shared list prefix, so whatever invalidates outbreak lists (a new report) refreshes the feed.
 */
export function outbreakFeedQueryOptions(limit: number = PAGE_SIZE.reports) {
  return infiniteQueryOptions({
    queryKey: [...outbreakKeys.lists(), 'feed', { limit }] as const,
    queryFn: ({ pageParam, signal }) => getOutbreaks({ page: pageParam, limit }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.has_more ? lastPageParam + 1 : undefined,
  });
}

export function useOutbreakFeed() {
  return useInfiniteQuery(outbreakFeedQueryOptions());
}
