import { useId } from 'react';
import { controlClasses } from '../../../components/form/control-classes';

/** The required reason of a removal, a hide or a delete (500 characters at most). */
export function ReasonField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label} <span aria-hidden="true">*</span>
      </label>
      <textarea
        id={id}
        required
        data-autofocus
        rows={3}
        maxLength={500}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClasses} mt-1.5`}
      />
    </div>
  );
}
