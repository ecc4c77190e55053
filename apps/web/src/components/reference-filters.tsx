import type { RegionArea } from '@outbreak-watch/domain';
import type { ChangeEvent } from 'react';
import { useText } from '../lib/i18n/use-text';
import { useCountries, useDiseases, useRegions } from '../lib/reference-api';
import { FilterSelect, listStatus } from './filter-controls';
import { FILTERS_MESSAGES } from './messages';

interface ReferenceFilterProps {
  /** The chosen id, or '' for all. */
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** The Country filter of the filter bars: every country, or all of them. */
export function CountryFilter({ value, onChange }: ReferenceFilterProps) {
  const t = useText();
  const countries = useCountries();
  return (
    <FilterSelect
      label={t(FILTERS_MESSAGES.country)}
      value={value}
      onChange={onChange}
      anyLabel={t(FILTERS_MESSAGES.allCountries)}
      status={listStatus(countries)}
      options={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
    />
  );
}

/** The Disease filter of the filter bars: every disease, or all of them. */
export function DiseaseFilter({ value, onChange }: ReferenceFilterProps) {
  const t = useText();
  const diseases = useDiseases();
  return (
    <FilterSelect
      label={t(FILTERS_MESSAGES.disease)}
      value={value}
      onChange={onChange}
      anyLabel={t(FILTERS_MESSAGES.allDiseases)}
      status={listStatus(diseases)}
      options={(diseases.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
    />
  );
}

/** How far an area of each level is set in below its parent in the Region list. */
const LEVEL_INDENT: Record<RegionArea['level'], string> = {
  region: '',
  'sub-region': '\u00a0\u00a0\u00a0',
  'intermediate-region': '\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0',
};

/**
 * The Region filter of the filter bars: every UN M49 region, with its sub-regions and intermediate
 * regions set in below it (Africa, Sub-Saharan Africa, Western Africa), or all of them. The value is
 * the area's code.
 */
export function RegionFilter({ value, onChange }: ReferenceFilterProps) {
  const t = useText();
  const regions = useRegions();
  return (
    <FilterSelect
      label={t(FILTERS_MESSAGES.region)}
      value={value}
      onChange={onChange}
      anyLabel={t(FILTERS_MESSAGES.allRegions)}
      status={listStatus(regions)}
      options={(regions.data ?? []).map((area) => ({
        value: String(area.code),
        label: `${LEVEL_INDENT[area.level]}${area.name}`,
      }))}
    />
  );
}
