import {
  OUTBREAK_SEVERITY_TEXTS,
  OUTBREAK_STATUS_LABELS,
  type OutbreakSeverity,
  type OutbreakStatus,
} from '@outbreak-watch/domain';
import { formatMediumDate } from './format';
import { useCountries, useDiseases, useRegions } from './reference-api';

/** The filters of the filter vocabulary that narrow what is counted (dates are said apart). */
export interface FilterWordsInput {
  disease_id?: number;
  country_id?: number;
  /** A UN M49 code, as the URL carries it ("002" or "2"). */
  region?: string | number;
  status?: string;
  severity?: string;
  confirmed?: boolean;
}

/** The names of the filter's disease, country and region, where they are known. */
export interface FilterNames {
  disease?: string;
  country?: string;
  region?: string;
}

export const FILTER_WORDS = {
  none: 'All reports',
  confirmedOnly: 'confirmed reports only',
  severity: (name: string) => `${name} severity`,
  /** A filter whose name is not loaded (yet), by its id. */
  disease: (id: number) => `disease #${id}`,
  country: (id: number) => `country #${id}`,
  region: (code: string | number) => `UN M49 area ${code}`,
} as const;

/**
 * A filter in words, for a chart, a map or a document that must stand alone: "Cholera · Africa · Active ·
 * High severity · confirmed reports only", or "All reports" without a filter.
 */
export function filterInWords(filters: FilterWordsInput, names: FilterNames = {}): string {
  const parts: string[] = [];
  if (filters.disease_id !== undefined) parts.push(names.disease ?? FILTER_WORDS.disease(filters.disease_id));
  if (filters.country_id !== undefined) parts.push(names.country ?? FILTER_WORDS.country(filters.country_id));
  if (filters.region !== undefined) parts.push(names.region ?? FILTER_WORDS.region(filters.region));
  if (filters.status !== undefined)
    parts.push(OUTBREAK_STATUS_LABELS[filters.status as OutbreakStatus] ?? filters.status);
  if (filters.severity !== undefined)
    parts.push(
      FILTER_WORDS.severity(
        OUTBREAK_SEVERITY_TEXTS.names[filters.severity as OutbreakSeverity] ?? filters.severity,
      ),
    );
  if (filters.confirmed) parts.push(FILTER_WORDS.confirmedOnly);
  return parts.length === 0 ? FILTER_WORDS.none : parts.join(' · ');
}

/** A date range in words: "Sep 1, 2026 – Nov 30, 2026", or one date when both ends are the same day. */
export function rangeInWords(range: { from: string; to: string }): string {
  return range.from === range.to
    ? formatMediumDate(range.from)
    : `${formatMediumDate(range.from)} – ${formatMediumDate(range.to)}`;
}

/** The names of the filter's disease, country and region, read from the reference data once loaded. */
export function useFilterNames(filters: FilterWordsInput): FilterNames {
  const diseases = useDiseases({ enabled: filters.disease_id !== undefined });
  const countries = useCountries({ enabled: filters.country_id !== undefined });
  const regions = useRegions({ enabled: filters.region !== undefined });
  const region = filters.region === undefined ? undefined : Number(filters.region);
  return {
    disease: diseases.data?.find((disease) => disease.id === filters.disease_id)?.name,
    country: countries.data?.find((country) => country.id === filters.country_id)?.name,
    region: regions.data?.find((area) => area.code === region)?.name,
  };
}

/** filterInWords with the names of the disease, country and region read from the reference data. */
export function useFilterInWords(filters: FilterWordsInput): string {
  return filterInWords(filters, useFilterNames(filters));
}
