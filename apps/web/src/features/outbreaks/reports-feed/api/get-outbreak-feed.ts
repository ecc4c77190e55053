import { PAGE_SIZE } from '@outbreak-watch/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getOutbreaks, outbreakKeys } from '../../../../lib/outbreaks-api';

/**
 * `GET /api/outbreaks?limit=30`, newest first (spec §4 Reports list), each next page the one after the
 * last answer's `next_cursor`: reports filed or removed while someone scrolls neither repeat nor skip a
 * card, and a deep page costs what the first does. The key sits under the shared list prefix, so
 * whatever invalidates outbreak lists (a new report) refreshes the feed.
 */
export function outbreakFeedQueryOptions(limit: number = PAGE_SIZE.reports) {
  return infiniteQueryOptions({
    queryKey: [...outbreakKeys.lists(), 'feed', { limit }] as const,
    queryFn: ({ pageParam, signal }) => getOutbreaks({ cursor: pageParam, limit }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.has_more ? (lastPage.next_cursor ?? undefined) : undefined),
  });
}

export function useOutbreakFeed() {
  return useInfiniteQuery(outbreakFeedQueryOptions());
}
