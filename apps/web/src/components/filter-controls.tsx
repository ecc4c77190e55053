import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { text } from '../lib/i18n/use-text';
import { COMMON_MESSAGES, FILTERS_MESSAGES } from './messages';

/**
 * Plain filter controls (no React Hook Form, which filter bars on first pages do not need), with the
 * look of the shared form fields.
 */
const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'focus-visible:border-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 ' +
  'dark:focus-visible:border-brand-300';

export interface Option {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  options: readonly Option[];
  /** The label of the empty choice ("any"); none when the filter always has a value. */
  anyLabel?: string;
  /** Shown as a disabled option while the list loads or when it failed. */
  status?: string;
}

export function FilterSelect({ label, value, onChange, options, anyLabel, status }: FilterSelectProps) {
  const id = useId();
  return (
    // min-w-0: a grid or flex cell may be narrower than the select's longest option (a long region name).
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select id={id} value={value} onChange={onChange} className={`${controlClasses} mt-1.5 pe-8`}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
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

/** A labelled input of the filter bars: its label above, the shared look. */
function FilterInput({
  label,
  ...input
}: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input id={id} {...input} className={`${controlClasses} mt-1.5`} />
    </div>
  );
}

export function DateInput(props: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return <FilterInput {...props} type="date" min={props.min || undefined} max={props.max || undefined} />;
}

/** An ISO week (`2026-W05`), as the browser's week picker gives it. */
export function WeekInput(props: {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return <FilterInput {...props} type="week" />;
}

/** A free-text or number filter; the parent decides when to apply what was typed. */
export function FilterText(props: {
  label: string;
  value: string;
  type?: 'search' | 'text' | 'number';
  placeholder?: string;
  maxLength?: number;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const isNumber = props.type === 'number';
  return (
    <FilterInput
      {...props}
      type={props.type ?? 'text'}
      inputMode={isNumber ? 'numeric' : undefined}
      min={isNumber ? 1 : undefined}
    />
  );
}

/** The disabled option a reference list shows while it loads or when it failed. */
export function listStatus(query: { isPending: boolean; isError: boolean }): string | undefined {
  if (query.isError) return text(FILTERS_MESSAGES.listFailed);
  return query.isPending ? text(COMMON_MESSAGES.loading) : undefined;
}
