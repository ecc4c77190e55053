import {
  filterInWords,
  rangeInWords,
  type FilterNames,
  type FilterWordsInput,
  type WordsFormat,
} from '@outbreak-watch/domain';
import { formatCountryName, formatMediumDate } from './format';
import { text } from './i18n/use-text';
import { useLocaleState } from './i18n/locale';
import { useCountries, useDiseases, useRegions } from './reference-api';

// The words are the domain's, so an exported file says a filter as the screens do in English.
export {
  FILTER_WORDS,
  filterInWords,
  rangeInWords,
  type FilterNames,
  type FilterWordsInput,
} from '@outbreak-watch/domain';

/** The app's language: its messages and its medium dates. */
const SCREEN_WORDS: WordsFormat = { message: text, date: formatMediumDate };

/** A filter in words in the app's language ("Choléra · Kenya · Active · confirmed reports only"). */
export function formatFilterWords(filters: FilterWordsInput, names: FilterNames = {}): string {
  return filterInWords(filters, names, SCREEN_WORDS);
}

/** A date range in words in the app's language ("1 sept. 2026 – 30 nov. 2026"). */
export function formatRangeWords(range: { from: string; to: string }): string {
  return rangeInWords(range, SCREEN_WORDS);
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

/**
 * A filter in words in the app's language, with the names read from the reference data (the country
 * named in that language).
 */
export function useFilterInWords(filters: FilterWordsInput): string {
  // Read so that the words follow a change of language.
  useLocaleState();
  const names = useFilterNames(filters);
  const countries = useCountries({ enabled: filters.country_id !== undefined });
  const country = countries.data?.find((item) => item.id === filters.country_id);
  return formatFilterWords(filters, {
    ...names,
    country: country && formatCountryName(country.alpha2, country.name),
  });
}
