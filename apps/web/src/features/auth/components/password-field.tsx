import { useState, type InputHTMLAttributes, type MouseEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { controlClasses } from '../../../components/form/control-classes';
import { FormField } from '../../../components/form/form-field';
import { useIntl } from '../../../lib/i18n/use-intl';
import { AUTH_FORM } from '../messages';

interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'className' | 'required' | 'type'
> {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** Fields to validate again when this one changes, e.g. the confirmation of a new password. */
  deps?: string;
  className?: string;
}

function EyeIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
      {isOpen ? (
        <>
          <path d="M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
          <path
            fillRule="evenodd"
            d="M.66 10.59a1.65 1.65 0 0 1 0-1.18 10 10 0 0 1 18.68 0c.15.38.15.8 0 1.18a10 10 0 0 1-18.68 0ZM14 10a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z"
            clipRule="evenodd"
          />
        </>
      ) : (
        <>
          <path
            fillRule="evenodd"
            d="M3.28 2.22a.75.75 0 0 0-1.06 1.06l14.5 14.5a.75.75 0 1 0 1.06-1.06l-1.75-1.75a10.05 10.05 0 0 0 3.3-4.38c.15-.38.15-.8 0-1.18A10 10 0 0 0 9.99 3a9.96 9.96 0 0 0-4.6 1.12L3.28 2.22ZM7.75 6.7l1.09 1.09a2.5 2.5 0 0 1 3.37 3.37l1.09 1.1A4 4 0 0 0 7.75 6.7Z"
            clipRule="evenodd"
          />
          <path d="M10.75 12.46 7.54 9.25a2.5 2.5 0 0 0 3.21 3.21Z" />
          <path d="M15.46 16.52 13.2 14.26a4 4 0 0 1-5.5-5.5L4.47 5.56A10.02 10.02 0 0 0 .66 9.41a1.65 1.65 0 0 0 0 1.18 10 10 0 0 0 14.8 5.93Z" />
        </>
      )}
    </svg>
  );
}

/** A password input with a show/hide toggle that keeps the focus in the field. */
export function PasswordField({
  name,
  label,
  hint,
  required,
  deps,
  className,
  ...inputProps
}: PasswordFieldProps) {
  const { register } = useFormContext();
  const [isVisible, setIsVisible] = useState(false);
  const { formatMessage: t } = useIntl();
  const keepFocus = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

  return (
    <FormField name={name} label={label} hint={hint} required={required} className={className}>
      {(control) => (
        <div className="relative">
          <input
            type={isVisible ? 'text' : 'password'}
            className={`${controlClasses} pe-12`}
            autoCapitalize="none"
            spellCheck={false}
            {...inputProps}
            {...control}
            {...register(name, deps ? { deps } : undefined)}
          />
          <button
            type="button"
            onMouseDown={keepFocus}
            onClick={() => setIsVisible((visible) => !visible)}
            aria-pressed={isVisible}
            aria-label={t(AUTH_FORM.showPassword, { field: label.toLowerCase() })}
            className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-lg text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100"
          >
            <EyeIcon isOpen={!isVisible} />
          </button>
        </div>
      )}
    </FormField>
  );
}
