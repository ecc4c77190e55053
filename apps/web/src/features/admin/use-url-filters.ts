import { useSearchParams } from 'react-router';

/**
 * Filters kept in the URL, so a filtered admin list can be reloaded, shared and gone back to. Any
 * change of a filter returns to page 1.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = (changes: Record<string, string>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  return {
    values,
    page,
    setFilter: (key: K, value: string) => update({ [key]: value }),
    setPage: (next: number) => update({ page: next === 1 ? '' : String(next) }),
    reset: () => update(Object.fromEntries(keys.map((key) => [key, '']))),
  };
}
