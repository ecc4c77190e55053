import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AggregateFilters } from './outbreak-cube.js';

/** The map and analytics filters applied to outbreaks themselves, for the lists of newest outbreaks. */
export function whereOutbreaksMatch<QB extends SelectQueryBuilder<DB, 'outbreaks', object>>(
  query: QB,
  filters: AggregateFilters,
): QB {
  let q = query as unknown as SelectQueryBuilder<DB, 'outbreaks', object>;
  if (filters.country_id !== undefined) q = q.where('outbreaks.country_id', '=', filters.country_id);
  if (filters.disease_id !== undefined) q = q.where('outbreaks.disease_id', '=', filters.disease_id);
  if (filters.statuses) q = q.where('outbreaks.status', 'in', [...filters.statuses]);
  if (filters.severities) q = q.where('outbreaks.severity', 'in', [...filters.severities]);
  if (filters.confirmed !== undefined) q = q.where('outbreaks.confirmed', '=', filters.confirmed);
  if (filters.from) q = q.where('outbreaks.date', '>=', filters.from);
  if (filters.to) q = q.where('outbreaks.date', '<=', filters.to);
  return q as unknown as QB;
}
