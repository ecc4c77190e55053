import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldMessage, useFieldMessage } from './form-field';

export interface RadioOption {
  value: string;
  label: string;
  /** One line under the label. */
  description?: string;
}

interface RadioGroupFieldProps {
  name: string;
  legend: string;
  options: readonly RadioOption[];
  className?: string;
}

/** A set of choices shown as cards with a radio button each, grouped under a legend. */
export function RadioGroupField({ name, legend, options, className }: RadioGroupFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const message = useFieldMessage(name);
  const errorId = `${id}-error`;

  return (
    <fieldset className={className} aria-describedby={message ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-950/60 dark:has-checked:ring-brand-400"
            >
              <input
                type="radio"
                id={optionId}
                value={option.value}
                className="mt-0.5 size-4 shrink-0 accent-brand-700 dark:accent-brand-400"
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                {...register(name)}
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900 dark:text-slate-100">
                  {option.label}
                </span>
                {option.description && (
                  <span
                    id={`${optionId}-description`}
                    className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400"
                  >
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {message && <FieldMessage id={errorId} message={message} />}
    </fieldset>
  );
}
