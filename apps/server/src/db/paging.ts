/**
 * Page-number paging without a count query (DESIGN.md §5): ask for one row more than the page holds;
 * if it comes back, there is a next page.
 */
export interface PageRequest {
  /** From 1. */
  page: number;
  limit: number;
}

/** The LIMIT and OFFSET that fetch a page plus the one row that tells whether another follows. */
export function pageWindow({ page, limit }: PageRequest): { limit: number; offset: number } {
  return { limit: limit + 1, offset: (page - 1) * limit };
}

/** The page's rows and whether more follow, from rows fetched with `pageWindow`. */
export function pageOf<T>(
  rows: readonly T[],
  { limit }: Pick<PageRequest, 'limit'>,
): { rows: T[]; has_more: boolean } {
  return { rows: rows.slice(0, limit), has_more: rows.length > limit };
}
