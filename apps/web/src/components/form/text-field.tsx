import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { controlClasses } from './control-classes';
import { FormField } from './form-field';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'className' | 'required'
> {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  className?: string;
  /** Fields to validate again when this one changes (a password rule that depends on it). */
  deps?: string;
}

export function TextField({
  name,
  label,
  hint,
  required,
  className,
  type = 'text',
  deps,
  ...inputProps
}: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint} required={required} className={className}>
      {(control) => (
        <input
          type={type}
          className={controlClasses}
          {...inputProps}
          {...control}
          {...register(name, deps ? { deps } : undefined)}
        />
      )}
    </FormField>
  );
}
