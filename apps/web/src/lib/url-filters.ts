import type { z } from 'zod';

/**
 * The valid filters of a query string, each parsed by its API schema; malformed values (an edited or
 * old URL) are left out, so a shared link never breaks a page.
 */
export function readQueryFilters<F extends object>(
  params: URLSearchParams,
  shape: Record<keyof F & string, z.ZodType>,
  keys: readonly (keyof F & string)[],
): F {
  const filters: Record<string, unknown> = {};
  for (const key of keys) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return filters as F;
}

/** The query string of some filters under their own names; unset and empty ones are left out. */
export function filterSearchParams(filters: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

/** `?query` for an API path, or nothing when no filter is set. */
export function queryString(filters: object): string {
  const query = filterSearchParams(filters).toString();
  return query === '' ? '' : `?${query}`;
}
