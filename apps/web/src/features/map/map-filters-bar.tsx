import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { ConfirmedToggle } from '../../components/confirmed-toggle';
import { RegionFilter } from '../../components/reference-filters';
import { useDiseases } from '../../lib/reference-api';
import { RANGE_OPTIONS, type MapViewFilters } from './map-filters';
import { MAP_FILTER_MESSAGES as M } from './messages';

const controlClasses =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white py-2 ps-3 pe-8 text-base text-slate-900 ' +
  'shadow-sm focus-visible:border-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 ' +
  'dark:focus-visible:border-brand-300';

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1 sm:max-w-xs">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        className={controlClasses}
      >
        {children}
      </select>
    </div>
  );
}

interface MapFiltersBarProps {
  filters: MapViewFilters;
  onDaysChange: (value: string) => void;
  onDiseaseChange: (value: string) => void;
  onRegionChange: (value: string) => void;
  onConfirmedChange: (confirmedOnly: boolean) => void;
}

/** The date range, disease and region of the map; each change applies at once and is written to the URL. */
export function MapFiltersBar({
  filters,
  onDaysChange,
  onDiseaseChange,
  onRegionChange,
  onConfirmedChange,
}: MapFiltersBarProps) {
  const diseases = useDiseases();
  const { formatMessage: t } = useIntl();
  const diseaseId = filters.disease_id === undefined ? '' : String(filters.disease_id);
  const isDiseaseListed = diseases.data?.some((disease) => String(disease.id) === diseaseId) ?? false;

  return (
    <form
      aria-label={t(M.label)}
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-4 sm:flex-row sm:items-end"
    >
      <FilterSelect
        label={t(M.dateRange)}
        value={filters.days === undefined ? '' : String(filters.days)}
        onChange={onDaysChange}
      >
        {RANGE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={t(M.disease)} value={diseaseId} onChange={onDiseaseChange}>
        <option value="">{t(M.allDiseases)}</option>
        {diseases.isError && <option disabled>{t(M.diseasesFailed)}</option>}
        {/* The disease of a shared link stays selected while the list loads, or if it is not in it. */}
        {diseaseId !== '' && !isDiseaseListed ? (
          <option value={diseaseId}>{t(diseases.isPending ? M.loading : M.unknownDisease)}</option>
        ) : (
          diseases.isPending && <option disabled>{t(M.loading)}</option>
        )}
        {diseases.data?.map((disease) => (
          <option key={disease.id} value={String(disease.id)}>
            {disease.name}
          </option>
        ))}
      </FilterSelect>
      <div className="min-w-0 flex-1 sm:max-w-xs">
        <RegionFilter
          value={filters.region === undefined ? '' : String(filters.region)}
          onChange={(event) => onRegionChange(event.target.value)}
        />
      </div>
      <ConfirmedToggle
        checked={filters.confirmed === true}
        onChange={onConfirmedChange}
        className="sm:max-w-xs"
      />
    </form>
  );
}
