import { useId, type ChangeEvent } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { Button } from '../../components/button';
import { FilterSelect } from '../../components/filter-controls';
import { CountryFilter, DiseaseFilter, RegionFilter } from '../../components/reference-filters';
import { readSignalFilters, signalSearchParams, type SignalFilters } from './signal-filters';
import { SIGNAL_FILTER_MESSAGES as M, SIGNALS_MESSAGES } from './messages';
import { ALGORITHM_OPTIONS, measureOptions, statusOptions } from './signal-format';

interface SignalFilterBarProps {
  filters: SignalFilters;
  /** Admins may also list the discarded signals. */
  isAdmin: boolean;
  onChange: (filters: SignalFilters) => void;
  onReset: () => void;
}

/** Country, region, disease, method, measure, triage state and confirmation of the signals; each change applies at once. */
export function SignalFilterBar({ filters, isAdmin, onChange, onReset }: SignalFilterBarProps) {
  // The chosen value is read back through the same parser as the URL, so only valid values apply.
  const select = (key: keyof SignalFilters) => (event: ChangeEvent<HTMLSelectElement>) => {
    const params = signalSearchParams(filters);
    params.set(key, event.target.value);
    onChange(readSignalFilters(params));
  };
  const value = (key: keyof SignalFilters) => (filters[key] === undefined ? '' : String(filters[key]));
  const confirmedId = useId();
  const { formatMessage: t } = useIntl();

  return (
    <form
      aria-label={t(M.label)}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
      onSubmit={(event) => event.preventDefault()}
    >
      <CountryFilter value={value('country_id')} onChange={select('country_id')} />
      <RegionFilter value={value('region')} onChange={select('region')} />
      <DiseaseFilter value={value('disease_id')} onChange={select('disease_id')} />
      <FilterSelect
        label={t(M.method)}
        value={value('algorithm')}
        onChange={select('algorithm')}
        anyLabel={t(M.allMethods)}
        options={ALGORITHM_OPTIONS}
      />
      <FilterSelect
        label={t(SIGNALS_MESSAGES.measure)}
        value={value('measure')}
        onChange={select('measure')}
        anyLabel={t(M.allMeasures)}
        options={measureOptions(t)}
      />
      <FilterSelect
        label={t(M.triage)}
        value={value('status')}
        onChange={select('status')}
        anyLabel={t(isAdmin ? M.allButDiscarded : M.any)}
        options={statusOptions(t, isAdmin)}
      />
      <div className="flex items-end pb-2">
        <div className="flex items-center gap-2">
          <input
            id={confirmedId}
            type="checkbox"
            checked={filters.confirmed === true}
            onChange={(event) => onChange({ ...filters, confirmed: event.target.checked || undefined })}
            className="size-4 rounded border-slate-400 text-brand-700 dark:border-slate-500"
          />
          <label htmlFor={confirmedId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t(M.confirmedOnly)}
          </label>
        </div>
      </div>
      <div className="flex items-end">
        <Button variant="secondary" className="w-full" onClick={onReset}>
          {t(M.reset)}
        </Button>
      </div>
    </form>
  );
}
