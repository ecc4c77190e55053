import {
  OUTBREAK_SEVERITIES,
  OUTBREAK_STATUS_MESSAGES,
  OUTBREAK_STATUSES,
  OutbreakFiltersSchema,
  SEVERITY_NAME_MESSAGES,
  type OutbreakFilters,
} from '@outbreak-watch/domain';
import { text } from '../../lib/i18n/use-text';
import { HOME_TEXT } from './messages';

/** The dashboard's filters, kept in the URL under the API's own names so a reload keeps them. */
export const HOME_FILTER_KEYS = [
  'country_id',
  'region',
  'disease_id',
  'status',
  'severity',
  'from',
  'to',
  'confirmed',
] as const;
export type HomeFilterKey = (typeof HOME_FILTER_KEYS)[number];

/** What the filter panel edits: one string a field, '' for "any". */
export type FilterDraft = Record<HomeFilterKey, string>;

/** The statuses, each named in the reader's language when read. */
export const STATUS_OPTIONS = OUTBREAK_STATUSES.map((value) => ({
  value,
  get label() {
    return text(OUTBREAK_STATUS_MESSAGES[value]);
  },
}));
/** The severity bands under the names every screen gives them. */
export const SEVERITY_OPTIONS = OUTBREAK_SEVERITIES.map((value) => ({
  value,
  get label() {
    return text(SEVERITY_NAME_MESSAGES[value]);
  },
}));

export const DATE_RANGE_MESSAGE = HOME_TEXT.dateRange.defaultMessage;

/** The valid filters of a query string; malformed values (e.g. from an edited URL) are ignored. */
export function readHomeFilters(params: URLSearchParams): OutbreakFilters {
  const filters: OutbreakFilters = {};
  for (const key of HOME_FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = OutbreakFiltersSchema.shape[key].safeParse(raw.trim());
    // The toggle sets `confirmed=true` only; `false` (unconfirmed only) is the API's, not a view here.
    if (parsed.success && parsed.data !== undefined && parsed.data !== false)
      Object.assign(filters, { [key]: parsed.data });
  }
  return filters;
}

export function countActiveFilters(filters: OutbreakFilters): number {
  return HOME_FILTER_KEYS.filter((key) => filters[key] !== undefined).length;
}

export function toDraft(filters: OutbreakFilters): FilterDraft {
  const draft = {} as FilterDraft;
  for (const key of HOME_FILTER_KEYS) draft[key] = filters[key] === undefined ? '' : String(filters[key]);
  return draft;
}

export const EMPTY_DRAFT = toDraft({});

/** The query string of a draft: only the fields that are set. */
export function draftToSearchParams(draft: FilterDraft): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of HOME_FILTER_KEYS) if (draft[key] !== '') params.set(key, draft[key]);
  return params;
}

/** A draft's problem, if any: a date range that ends before it starts. */
export function draftProblem(draft: FilterDraft): string | null {
  return draft.from !== '' && draft.to !== '' && draft.from > draft.to ? text(HOME_TEXT.dateRange) : null;
}
