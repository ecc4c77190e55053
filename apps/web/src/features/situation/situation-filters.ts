import { AnalyticsQuerySchema, type SituationFilters } from '@outbreak-watch/domain';
import { readQueryFilters } from '../../lib/url-filters';

/** The report's filters kept in the URL, under the API's own names. */
export const SITUATION_FILTER_KEYS = ['country_id', 'region', 'disease_id', 'from', 'to'] as const;

/** The valid filters of the URL (malformed values are left out; a reversed range keeps its start only). */
export function readSituationFilters(params: URLSearchParams): SituationFilters {
  const filters = readQueryFilters<SituationFilters>(
    params,
    AnalyticsQuerySchema.shape,
    SITUATION_FILTER_KEYS,
  );
  if (filters.from && filters.to && filters.from > filters.to) delete filters.to;
  return filters;
}

/** Whether the page is the print version (`?print=1`): the document alone, without the filter form. */
export const isPrintView = (params: URLSearchParams) => params.get('print') === '1';
