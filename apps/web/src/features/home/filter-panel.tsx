import type { OutbreakFilters } from '@outbreak-watch/domain';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { useCountries, useDiseases } from '../../lib/reference-api';
import {
  draftProblem,
  draftToSearchParams,
  EMPTY_DRAFT,
  SEVERITY_OPTIONS,
  STATUS_OPTIONS,
  toDraft,
  type FilterDraft,
  type HomeFilterKey,
} from './home-filters';

/**
 * The look of the shared form controls. Repeated here rather than imported: the shared field module
 * brings React Hook Form along, which this plain form does not need on the first page.
 */
const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'focus-visible:border-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 ' +
  'dark:focus-visible:border-brand-300';

interface Option {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  options: readonly Option[];
  anyLabel: string;
  /** Shown as a disabled option while the list loads or when it failed. */
  status?: string;
}

function FilterSelect({ label, value, onChange, options, anyLabel, status }: FilterSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select id={id} value={value} onChange={onChange} className={`${controlClasses} mt-1.5 pr-8`}>
        <option value="">{anyLabel}</option>
        {status !== undefined && <option disabled>{status}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateInput(props: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {props.label}
      </label>
      <input
        id={id}
        type="date"
        value={props.value}
        min={props.min || undefined}
        max={props.max || undefined}
        onChange={props.onChange}
        className={`${controlClasses} mt-1.5`}
      />
    </div>
  );
}

function listStatus(query: { isPending: boolean; isError: boolean }): string | undefined {
  if (query.isError) return 'Could not be loaded';
  return query.isPending ? 'Loading…' : undefined;
}

interface FilterPanelProps {
  id: string;
  filters: OutbreakFilters;
  /** The query string of the chosen filters. */
  onApply: (params: URLSearchParams) => void;
  onReset: () => void;
}

/** The dashboard's filter form: nothing changes until Apply; Reset clears every filter. */
export function FilterPanel({ id, filters, onApply, onReset }: FilterPanelProps) {
  const [draft, setDraft] = useState<FilterDraft>(() => toDraft(filters));
  const [problem, setProblem] = useState<string | null>(null);
  const countries = useCountries();
  const diseases = useDiseases();

  const update = (key: HomeFilterKey) => (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
    const { value } = event.target;
    setDraft((current) => ({ ...current, [key]: value }));
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = draftProblem(draft);
    setProblem(found);
    if (found === null) onApply(draftToSearchParams(draft));
  };

  const reset = () => {
    setDraft(EMPTY_DRAFT);
    setProblem(null);
    onReset();
  };

  const toOptions = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

  return (
    <form
      id={id}
      aria-label="Filter outbreaks"
      noValidate
      onSubmit={apply}
      className="border-b border-slate-200 bg-slate-50 px-4 py-5 sm:px-6 dark:border-slate-800 dark:bg-slate-950/40"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FilterSelect
          label="Country"
          anyLabel="All countries"
          value={draft.country_id}
          onChange={update('country_id')}
          options={toOptions(countries.data)}
          status={listStatus(countries)}
        />
        <FilterSelect
          label="Disease"
          anyLabel="All diseases"
          value={draft.disease_id}
          onChange={update('disease_id')}
          options={toOptions(diseases.data)}
          status={listStatus(diseases)}
        />
        <FilterSelect
          label="Status"
          anyLabel="Any status"
          value={draft.status}
          onChange={update('status')}
          options={STATUS_OPTIONS}
        />
        <FilterSelect
          label="Severity"
          anyLabel="Any severity"
          value={draft.severity}
          onChange={update('severity')}
          options={SEVERITY_OPTIONS}
        />
        <DateInput label="From" value={draft.from} max={draft.to} onChange={update('from')} />
        <DateInput label="To" value={draft.to} min={draft.from} onChange={update('to')} />
      </div>
      <div role="alert" className="empty:hidden mt-3 text-sm text-red-700 dark:text-red-300">
        {problem}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" size="sm">
          Apply
        </Button>
        <Button variant="secondary" size="sm" onClick={reset}>
          Reset
        </Button>
      </div>
    </form>
  );
}
