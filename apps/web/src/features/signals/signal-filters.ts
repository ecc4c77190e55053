import { SignalListQuerySchema, type SignalListFilters } from '@outbreak-watch/domain';
import { filterSearchParams, readQueryFilters } from '../../lib/url-filters';

/** The filters kept in the URL under the API's own names. */
export const SIGNAL_FILTER_KEYS = [
  'country_id',
  'region',
  'disease_id',
  'algorithm',
  'measure',
  'status',
  'confirmed',
] as const;
/** An earlier way of opening a signal on the list page (`?signal=ID`); such links go to its own page. */
export const SELECTED_SIGNAL_PARAM = 'signal';

export type SignalFilters = Pick<SignalListFilters, (typeof SIGNAL_FILTER_KEYS)[number]>;

export function readSignalFilters(params: URLSearchParams): SignalFilters {
  const filters = readQueryFilters<SignalFilters>(params, SignalListQuerySchema.shape, SIGNAL_FILTER_KEYS);
  // Only "true" narrows the list; "confirmed=false" is the default, left out of the URL.
  if (!filters.confirmed) delete filters.confirmed;
  return filters;
}

export function readSelectedSignal(params: URLSearchParams): number | null {
  const raw = params.get(SELECTED_SIGNAL_PARAM);
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The query string of some filters; unset ones are left out. */
export function signalSearchParams(filters: SignalFilters): URLSearchParams {
  return filterSearchParams(filters);
}
