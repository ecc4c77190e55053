import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldMessage, useFieldMessage } from './form-field';

interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'className' | 'type' | 'children'
> {
  name: string;
  /** The text beside the box; may hold links (e.g. to terms). */
  label: ReactNode;
  className?: string;
}

/** A checkbox with its label to the right and the field's message below (spec §5 "Field messages"). */
export function CheckboxField({ name, label, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const message = useFieldMessage(name);
  const errorId = `${id}-error`;

  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-700 dark:accent-brand-400"
          aria-describedby={message ? errorId : undefined}
          aria-invalid={message ? true : undefined}
          {...inputProps}
          {...register(name)}
        />
        <label htmlFor={id} className="cursor-pointer text-sm text-slate-800 dark:text-slate-200">
          {label}
        </label>
      </div>
      {message && <FieldMessage id={errorId} message={message} />}
    </div>
  );
}
