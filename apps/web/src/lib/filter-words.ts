import { filterInWords, type FilterNames, type FilterWordsInput } from '@outbreak-watch/domain';
import { useCountries, useDiseases, useRegions } from './reference-api';

// The words themselves are the domain's, so exported files say a filter as the screens do.
export {
  FILTER_WORDS,
  filterInWords,
  rangeInWords,
  type FilterNames,
  type FilterWordsInput,
} from '@outbreak-watch/domain';

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
