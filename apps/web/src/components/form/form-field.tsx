import { useId, type ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useLocalizeEnglish } from '../../lib/i18n/locale';

/** Accessibility wiring a control receives from its `FormField`. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

interface FormFieldProps {
  /** The field's name in the surrounding form. */
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The message of field `name`, shown only once the field is touched or the form was submitted (spec §5
 * "Field messages").
 */
export function useFieldMessage(name: string): string | undefined {
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name });
  const localize = useLocalizeEnglish();
  const { error, isTouched } = getFieldState(name, formState);
  return (isTouched || formState.isSubmitted) && error?.message ? localize(error.message) : undefined;
}

/** A field's message under its control, in the shared error style. */
export function FieldMessage({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700 dark:text-red-300">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      <span>{message}</span>
    </p>
  );
}

/**
 * One labelled field: the visible label, the control, an optional hint, and the field's message.
 * The message shows only once the field is touched or the form was submitted (spec §5 "Field
 * messages"), and is tied to the control with `aria-describedby` and `aria-invalid`.
 */
export function FormField({ name, label, hint, required = false, className, children }: FormFieldProps) {
  const id = useId();
  const message = useFieldMessage(name);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-slate-500 dark:text-slate-400">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <div className="mt-1.5">
        {children({
          id,
          'aria-describedby': describedBy === '' ? undefined : describedBy,
          'aria-invalid': message ? true : undefined,
          'aria-required': required ? true : undefined,
        })}
      </div>
      {message && <FieldMessage id={errorId} message={message} />}
    </div>
  );
}
