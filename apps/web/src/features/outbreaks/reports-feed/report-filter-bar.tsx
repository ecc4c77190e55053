import { SEARCH_LIMITS, type MessageDescriptor } from '@outbreak-watch/domain';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from '../../../lib/i18n/use-intl';
import { Button } from '../../../components/button';
import { DateInput, FilterSelect, FilterText, type Option } from '../../../components/filter-controls';
import { CountryFilter, DiseaseFilter, RegionFilter } from '../../../components/reference-filters';
import { SEVERITY_OPTIONS, STATUS_OPTIONS } from '../../home/home-filters';
import { ImportFilterChip } from './import-filter-chip';
import { REPORT_FILTER_MESSAGES as TEXT } from './messages';
import {
  countReportFilters,
  readReportFilters,
  reportSearchParams,
  type ReportFilters,
} from './report-filters';

/** How long typing pauses before the search applies (Enter applies at once). */
export const SEARCH_DELAY_MS = 400;

const CONFIRMATION_OPTIONS = [
  { value: 'true', label: TEXT.confirmed },
  { value: 'false', label: TEXT.unconfirmed },
];

/** The filters chosen from a fixed list, in the order the bar shows them. */
const CHOICE_FILTERS: {
  key: keyof ReportFilters;
  label: MessageDescriptor;
  anyLabel: MessageDescriptor;
  options: readonly (Option | { value: string; label: MessageDescriptor })[];
}[] = [
  { key: 'status', label: TEXT.status, anyLabel: TEXT.anyStatus, options: STATUS_OPTIONS },
  { key: 'severity', label: TEXT.severity, anyLabel: TEXT.anySeverity, options: SEVERITY_OPTIONS },
  {
    key: 'confirmed',
    label: TEXT.confirmation,
    anyLabel: TEXT.anyConfirmation,
    options: CONFIRMATION_OPTIONS,
  },
];

/** A change of the filters, from what they are when it applies (a search may apply after a pause). */
export type ReportFiltersUpdate = (current: ReportFilters) => ReportFilters;

interface ReportFilterBarProps {
  filters: ReportFilters;
  onChange: (update: ReportFiltersUpdate) => void;
}

/** The text as the `q` filter: trimmed, none when blank. */
const searchOf = (text: string) => text.trim() || undefined;

/**
 * The Reports page's search box and filters. Each choice applies at once; the text after a short pause
 * or on Enter. On a phone the filters fold behind a "Filters" button; the search box stays in view.
 */
export function ReportFilterBar({ filters, onChange }: ReportFilterBarProps) {
  const [text, setText] = useState(filters.q ?? '');
  const [shownQ, setShownQ] = useState(filters.q);
  const [isOpen, setIsOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const panelId = useId();
  const { formatMessage: t } = useIntl();

  // A search set elsewhere (back, a shared link) shows in the box, unless the box already says it.
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    if (searchOf(text) !== filters.q) setText(filters.q ?? '');
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Every value is read back through the same parser as the URL, so only valid values apply.
  const set = (key: keyof ReportFilters, value: string | undefined) =>
    onChange((current) => {
      const params = reportSearchParams(current);
      if (value === undefined) params.delete(key);
      else params.set(key, value);
      return readReportFilters(params);
    });
  const applyText = (value: string) => {
    window.clearTimeout(timer.current);
    set('q', searchOf(value));
  };
  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => applyText(value), SEARCH_DELAY_MS);
  };
  const select = (key: keyof ReportFilters) => (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    set(key, event.target.value);
  const value = (key: keyof ReportFilters) => (filters[key] === undefined ? '' : String(filters[key]));
  const chosen = countReportFilters({ ...filters, q: undefined, import: undefined });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyText(text);
  };
  const clear = () => {
    window.clearTimeout(timer.current);
    setText('');
    onChange(() => ({}));
  };

  return (
    <form
      role="search"
      aria-label={t(TEXT.formName)}
      onSubmit={submit}
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FilterText
            label={t(TEXT.search)}
            type="search"
            value={text}
            maxLength={SEARCH_LIMITS.maxLength}
            placeholder={t(TEXT.searchHint)}
            onChange={type}
          />
        </div>
        <div className="flex gap-3">
          <Button
            variant="secondary"
            className="sm:hidden"
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => setIsOpen((open) => !open)}
          >
            {t(TEXT.toggle, { chosen })}
          </Button>
          <Button
            variant="secondary"
            disabled={countReportFilters(filters) === 0 && text === ''}
            onClick={clear}
          >
            {t(TEXT.clear)}
          </Button>
        </div>
      </div>
      <div
        id={panelId}
        className={`${isOpen ? 'grid' : 'hidden'} mt-4 gap-4 sm:grid sm:grid-cols-2 lg:grid-cols-4`}
      >
        <DiseaseFilter value={value('disease_id')} onChange={select('disease_id')} />
        <CountryFilter value={value('country_id')} onChange={select('country_id')} />
        <RegionFilter value={value('region')} onChange={select('region')} />
        {CHOICE_FILTERS.map((choice) => (
          <FilterSelect
            key={choice.key}
            label={t(choice.label)}
            anyLabel={t(choice.anyLabel)}
            value={value(choice.key)}
            onChange={select(choice.key)}
            options={choice.options.map((option) => ({
              value: option.value,
              label: typeof option.label === 'string' ? option.label : t(option.label),
            }))}
          />
        ))}
        <DateInput label={t(TEXT.from)} value={value('from')} max={filters.to} onChange={select('from')} />
        <DateInput label={t(TEXT.to)} value={value('to')} min={filters.from} onChange={select('to')} />
      </div>
      {filters.import !== undefined && (
        <div className="mt-4 flex flex-wrap gap-2">
          <ImportFilterChip importId={filters.import} onRemove={() => set('import', undefined)} />
        </div>
      )}
    </form>
  );
}
