import type { ChangeEvent } from 'react';
import { useCountries, useDiseases } from '../lib/reference-api';
import { FilterSelect, listStatus } from './filter-controls';

interface ReferenceFilterProps {
  /** The chosen id, or '' for all. */
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** The Country filter of the filter bars: every country, or all of them. */
export function CountryFilter({ value, onChange }: ReferenceFilterProps) {
  const countries = useCountries();
  return (
    <FilterSelect
      label="Country"
      value={value}
      onChange={onChange}
      anyLabel="All countries"
      status={listStatus(countries)}
      options={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
    />
  );
}

/** The Disease filter of the filter bars: every disease, or all of them. */
export function DiseaseFilter({ value, onChange }: ReferenceFilterProps) {
  const diseases = useDiseases();
  return (
    <FilterSelect
      label="Disease"
      value={value}
      onChange={onChange}
      anyLabel="All diseases"
      status={listStatus(diseases)}
      options={(diseases.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
    />
  );
}
