import type { SelectHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { controlClasses } from './control-classes';
import { FormField } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'id' | 'className' | 'required' | 'children'
> {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option, e.g. "Select a subject". */
  placeholder?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  hint,
  required,
  className,
  ...props
}: SelectFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint} required={required} className={className}>
      {(control) => (
        <select className={`${controlClasses} pe-8`} {...props} {...control} {...register(name)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
