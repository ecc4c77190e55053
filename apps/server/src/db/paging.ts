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
  return { limit: limit + 1, offset: pageStart({ page, limit }) };
}

/** The page's rows and whether more follow, from rows fetched with `pageWindow`. */
export function pageOf<T>(
  rows: readonly T[],
  { limit }: Pick<PageRequest, 'limit'>,
): { rows: T[]; has_more: boolean } {
  return { rows: rows.slice(0, limit), has_more: rows.length > limit };
}

/** What `fetchPage` needs of a query: Kysely's select builders have it. */
interface PageableQuery<Row> {
  limit(limit: number): PageableQuery<Row>;
  offset(offset: number): PageableQuery<Row>;
  execute(): Promise<Row[]>;
}

/** Runs an ordered query for one page: its rows and whether another page follows. */
export async function fetchPage<Row>(
  query: PageableQuery<Row>,
  request: PageRequest,
): Promise<{ rows: Row[]; has_more: boolean }> {
  const window = pageWindow(request);
  return pageOf(await query.limit(window.limit).offset(window.offset).execute(), request);
}

/** The OFFSET of a page for lists that count their rows instead of looking one row ahead. */
export const pageStart = ({ page, limit }: PageRequest): number => (page - 1) * limit;
