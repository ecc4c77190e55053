import { useId } from 'react';
import { useFormContext } from 'react-hook-form';

interface SettingToggleProps {
  name: string;
  label: string;
  hint: string;
  /** Called after the form takes the change (e.g. push also subscribes this device). */
  onChange?: (checked: boolean) => void;
}

/**
 * A native checkbox drawn as a switch. The input stays in the page (transparent, over the track), so
 * keyboard, screen readers and the form see an ordinary checkbox; the track shows the focus ring.
 */
export function SettingToggle({ name, label, hint, onChange }: SettingToggleProps) {
  const { register } = useFormContext();
  const id = useId();

  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-slate-900 dark:text-slate-100">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      </div>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          aria-describedby={`${id}-hint`}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          {...register(name, {
            onChange: (event: { target: HTMLInputElement }) => onChange?.(event.target.checked),
          })}
        />
        <span
          aria-hidden="true"
          className={
            'h-7 w-12 rounded-full border-2 border-slate-500 bg-white transition-colors ' +
            'peer-checked:border-brand-700 peer-checked:bg-brand-700 ' +
            'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus-ring) ' +
            'peer-disabled:opacity-60 dark:border-slate-400 dark:bg-slate-900 ' +
            'dark:peer-checked:border-brand-400 dark:peer-checked:bg-brand-400'
          }
        />
        <span
          aria-hidden="true"
          className={
            'pointer-events-none absolute start-1.5 top-1.5 size-4 rounded-full bg-slate-500 shadow-sm transition-transform ' +
            'peer-checked:translate-x-5 rtl:peer-checked:-translate-x-5 peer-checked:bg-white dark:bg-slate-400 dark:peer-checked:bg-slate-950'
          }
        />
      </span>
    </div>
  );
}
