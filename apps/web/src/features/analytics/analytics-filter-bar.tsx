import { useIntl } from '../../lib/i18n/use-intl';
import { ALL_TIME, ANALYTICS_DEFAULT_DAYS, type AnalyticsFilters } from '@outbreak-watch/domain';
import type { ChangeEvent } from 'react';
import { Button } from '../../components/button';
import { ConfirmedToggle } from '../../components/confirmed-toggle';
import { DateInput, FilterSelect } from '../../components/filter-controls';
import { CountryFilter, DiseaseFilter, RegionFilter } from '../../components/reference-filters';
import {
  isCustomRange,
  RANGE_OPTIONS,
  SEVERITY_FILTER_OPTIONS,
  STATUS_FILTER_OPTIONS,
  type FilterOption,
} from './analytics-filters';
import { ANALYTICS_FILTER_MESSAGES as M } from './messages';

interface AnalyticsFilterBarProps {
  filters: AnalyticsFilters;
  onChange: (filters: AnalyticsFilters) => void;
  onReset: () => void;
}

const toId = (value: string) => (value === '' ? undefined : Number(value));

/** Spec §2 Analytics filters: each change applies at once; Reset restores the last 30 days, unfiltered. */
export function AnalyticsFilterBar({ filters, onChange, onReset }: AnalyticsFilterBarProps) {
  const { formatMessage: t } = useIntl();
  const named = (options: FilterOption[]) =>
    options.map(({ value, label, values }) => ({ value, label: t(label, values) }));
  const custom = isCustomRange(filters);
  const today = new Date().toISOString().slice(0, 10);

  const changeRange = (event: ChangeEvent<HTMLSelectElement>) => {
    const { from: _from, to: _to, days: _days, ...rest } = filters;
    if (event.target.value === 'custom')
      onChange({ ...rest, from: filters.from ?? addDaysIso(today, -29), to: today });
    else {
      const value = event.target.value;
      onChange({ ...rest, days: value === ALL_TIME ? ALL_TIME : Number(value) });
    }
  };
  const changeDate = (key: 'from' | 'to') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    const next = { ...filters, [key]: value === '' ? undefined : value };
    // A range that ends before it starts is not applied; the inputs' min and max prevent it anyway.
    if (next.from && next.to && next.from > next.to) return;
    onChange(next);
  };
  const select =
    (key: 'country_id' | 'disease_id' | 'region' | 'severity' | 'status') =>
    (event: ChangeEvent<HTMLSelectElement>) => {
      const value = event.target.value;
      const isNumber = key === 'country_id' || key === 'disease_id' || key === 'region';
      onChange({ ...filters, [key]: isNumber ? toId(value) : value === '' ? undefined : value });
    };

  return (
    <form
      aria-label={t(M.label)}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6 dark:border-slate-800 dark:bg-slate-900"
      onSubmit={(event) => event.preventDefault()}
    >
      <FilterSelect
        label={t(M.timeRange)}
        value={custom ? 'custom' : String(filters.days ?? ANALYTICS_DEFAULT_DAYS)}
        onChange={changeRange}
        options={named(RANGE_OPTIONS)}
      />
      <CountryFilter
        value={filters.country_id === undefined ? '' : String(filters.country_id)}
        onChange={select('country_id')}
      />
      <DiseaseFilter
        value={filters.disease_id === undefined ? '' : String(filters.disease_id)}
        onChange={select('disease_id')}
      />
      <RegionFilter
        value={filters.region === undefined ? '' : String(filters.region)}
        onChange={select('region')}
      />
      <FilterSelect
        label={t(M.severity)}
        value={filters.severity ?? ''}
        onChange={select('severity')}
        anyLabel={t(M.allSeverities)}
        options={named(SEVERITY_FILTER_OPTIONS)}
      />
      <FilterSelect
        label={t(M.status)}
        value={filters.status ?? ''}
        onChange={select('status')}
        anyLabel={t(M.allStatuses)}
        options={named(STATUS_FILTER_OPTIONS)}
      />
      {custom && (
        <>
          <DateInput
            label={t(M.from)}
            value={filters.from ?? ''}
            max={filters.to ?? today}
            onChange={changeDate('from')}
          />
          <DateInput
            label={t(M.to)}
            value={filters.to ?? ''}
            min={filters.from}
            max={today}
            onChange={changeDate('to')}
          />
        </>
      )}
      {/* The toggle takes what the dates leave of the second row, so Reset ends it on the right. */}
      <ConfirmedToggle
        checked={filters.confirmed === true}
        onChange={(confirmedOnly) => onChange({ ...filters, confirmed: confirmedOnly ? true : undefined })}
        className={custom ? 'lg:col-span-3' : 'lg:col-span-5'}
      />
      <div className="flex items-end">
        <Button variant="secondary" className="w-full" onClick={onReset}>
          {t(M.reset)}
        </Button>
      </div>
    </form>
  );
}

function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
