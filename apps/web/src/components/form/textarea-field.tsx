import type { TextareaHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { controlClasses } from './control-classes';
import { FormField } from './form-field';

interface TextareaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'id' | 'className' | 'required'
> {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

export function TextareaField({
  name,
  label,
  hint,
  required,
  className,
  rows = 5,
  ...props
}: TextareaFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint} required={required} className={className}>
      {(control) => (
        <textarea
          rows={rows}
          className={`${controlClasses} resize-y`}
          {...props}
          {...control}
          {...register(name)}
        />
      )}
    </FormField>
  );
}
