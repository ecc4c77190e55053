import type { OutbreakFilters } from '@outbreak-watch/domain';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from '../../lib/i18n/use-intl';
import { Button } from '../../components/button';
import { ConfirmedToggle } from '../../components/confirmed-toggle';
import { DateInput, FilterSelect, listStatus } from '../../components/filter-controls';
import { FILTERS_MESSAGES } from '../../components/messages';
import { RegionFilter } from '../../components/reference-filters';
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
import { HOME_TEXT } from './messages';

interface FilterPanelProps {
  id: string;
  filters: OutbreakFilters;
  /** The query string of the chosen filters. */
  onApply: (params: URLSearchParams) => void;
  onReset: () => void;
}

/** The dashboard's filter form: nothing changes until Apply; Reset clears every filter. */
export function FilterPanel({ id, filters, onApply, onReset }: FilterPanelProps) {
  const { formatMessage: t } = useIntl();
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
      aria-label={t(HOME_TEXT.filterForm)}
      noValidate
      onSubmit={apply}
      className="border-b border-slate-200 bg-slate-50 px-4 py-5 sm:px-6 dark:border-slate-800 dark:bg-slate-950/40"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FilterSelect
          label={t(FILTERS_MESSAGES.country)}
          anyLabel={t(FILTERS_MESSAGES.allCountries)}
          value={draft.country_id}
          onChange={update('country_id')}
          options={toOptions(countries.data)}
          status={listStatus(countries)}
        />
        <RegionFilter value={draft.region} onChange={update('region')} />
        <FilterSelect
          label={t(FILTERS_MESSAGES.disease)}
          anyLabel={t(FILTERS_MESSAGES.allDiseases)}
          value={draft.disease_id}
          onChange={update('disease_id')}
          options={toOptions(diseases.data)}
          status={listStatus(diseases)}
        />
        <FilterSelect
          label={t(HOME_TEXT.status)}
          anyLabel={t(HOME_TEXT.anyStatus)}
          value={draft.status}
          onChange={update('status')}
          options={STATUS_OPTIONS}
        />
        <FilterSelect
          label={t(HOME_TEXT.severity)}
          anyLabel={t(HOME_TEXT.anySeverity)}
          value={draft.severity}
          onChange={update('severity')}
          options={SEVERITY_OPTIONS}
        />
        <DateInput label={t(HOME_TEXT.from)} value={draft.from} max={draft.to} onChange={update('from')} />
        <DateInput label={t(HOME_TEXT.to)} value={draft.to} min={draft.from} onChange={update('to')} />
        <ConfirmedToggle
          checked={draft.confirmed === 'true'}
          onChange={(confirmedOnly) =>
            setDraft((current) => ({ ...current, confirmed: confirmedOnly ? 'true' : '' }))
          }
          className="self-end"
        />
      </div>
      <div role="alert" className="empty:hidden mt-3 text-sm text-red-700 dark:text-red-300">
        {problem}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" size="sm">
          {t(HOME_TEXT.apply)}
        </Button>
        <Button variant="secondary" size="sm" onClick={reset}>
          {t(HOME_TEXT.reset)}
        </Button>
      </div>
    </form>
  );
}
