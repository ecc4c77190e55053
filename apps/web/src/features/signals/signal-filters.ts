import { SignalListQuerySchema, type SignalListQuery } from '@outbreak-watch/domain';
import { filterSearchParams, readQueryFilters } from '../../lib/url-filters';

/** The filters kept in the URL under the API's own names, and the chosen signal's id. */
export const SIGNAL_FILTER_KEYS = ['country_id', 'disease_id', 'algorithm', 'measure'] as const;
export const SELECTED_SIGNAL_PARAM = 'signal';

export type SignalFilters = Pick<SignalListQuery, (typeof SIGNAL_FILTER_KEYS)[number]>;

export function readSignalFilters(params: URLSearchParams): SignalFilters {
  return readQueryFilters<SignalFilters>(params, SignalListQuerySchema.shape, SIGNAL_FILTER_KEYS);
}

export function readSelectedSignal(params: URLSearchParams): number | null {
  const raw = params.get(SELECTED_SIGNAL_PARAM);
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The query string of some filters and a chosen signal; unset ones are left out. */
export function signalSearchParams(filters: SignalFilters, selected: number | null = null): URLSearchParams {
  return filterSearchParams({ ...filters, [SELECTED_SIGNAL_PARAM]: selected });
}
